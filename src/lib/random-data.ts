// Names, places and companies for fake records, drawn by the JSON generator's placeholders. A seed picks
// entries by position, so any change to a list changes what every seed gives, and with it the data that
// existing share links of the JSON generator show.
import { intBetween, pick } from './random';

// prettier-ignore
export const FIRST_NAMES = [
  'Ada', 'Alan', 'Amara', 'Arjun', 'Beatriz', 'Carlos', 'Chen', 'Chloe', 'Dmitri', 'Elena', 'Emeka', 'Fatima',
  'Felix', 'Grace', 'Hana', 'Hugo', 'Ines', 'Jamal', 'Kai', 'Kenji', 'Laura', 'Leila', 'Liam', 'Maya',
  'Mei', 'Nadia', 'Noah', 'Olga', 'Omar', 'Priya', 'Rafael', 'Sara', 'Sofia', 'Tomás', 'Yuki', 'Zara',
] as const;
// prettier-ignore
export const LAST_NAMES = [
  'Adeyemi', 'Andersen', 'Bauer', 'Costa', 'Dubois', 'Fernández', 'Fischer', 'García', 'Haddad', 'Hughes', 'Ibrahim', 'Jensen',
  'Kaur', 'Khan', 'Kim', 'Kowalski', 'Lopez', 'Martin', 'Moreau', 'Murphy', 'Nakamura', 'Novak', 'Okafor', 'Park',
  'Patel', 'Petrov', 'Rossi', 'Santos', 'Silva', 'Singh', 'Smith', 'Sørensen', 'Tanaka', 'Nguyen', 'Wagner', 'Yilmaz',
] as const;
// prettier-ignore
export const CITIES = [
  'Amsterdam', 'Athens', 'Austin', 'Bangalore', 'Berlin', 'Bogotá', 'Cairo', 'Cape Town', 'Chicago', 'Dublin', 'Helsinki', 'Istanbul',
  'Jakarta', 'Lagos', 'Lima', 'Lisbon', 'London', 'Madrid', 'Melbourne', 'Mexico City', 'Montreal', 'Mumbai', 'Nairobi', 'Osaka',
  'Paris', 'Prague', 'São Paulo', 'Seoul', 'Singapore', 'Tokyo', 'Toronto', 'Warsaw',
] as const;
// prettier-ignore
export const COUNTRIES = [
  'Argentina', 'Australia', 'Brazil', 'Canada', 'Chile', 'Egypt', 'Finland', 'France', 'Germany', 'Greece', 'India', 'Indonesia',
  'Ireland', 'Italy', 'Japan', 'Kenya', 'Mexico', 'Netherlands', 'New Zealand', 'Nigeria', 'Norway', 'Peru', 'Poland', 'Portugal',
  'South Africa', 'South Korea', 'Spain', 'Sweden', 'United Kingdom', 'United States',
] as const;
// prettier-ignore
const STREET_NAMES = ['Oak', 'Maple', 'Cedar', 'Elm', 'Hill', 'Lake', 'Park', 'River', 'Mill', 'Church', 'Station', 'Garden', 'Bridge', 'Castle', 'Orchard'];
const STREET_TYPES = ['Street', 'Road', 'Avenue', 'Lane', 'Way', 'Drive', 'Place', 'Court'];
const COMPANY_SUFFIXES = ['Labs', 'Systems', 'Group', 'Industries', 'Technologies', 'Partners', 'Holdings', 'Studio', '& Co', 'Logistics'];
/** Reserved for documentation by RFC 2606, so generated addresses can never reach a real mailbox. */
export const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net'] as const;

export interface PersonName {
  first: string;
  last: string;
}

/** A first and a last name, drawn in that order. */
export const personName = (rnd: () => number): PersonName => ({ first: pick(rnd, FIRST_NAMES), last: pick(rnd, LAST_NAMES) });

/** A company named after a family, such as "Okafor Systems". */
export const companyName = (rnd: () => number) => `${pick(rnd, LAST_NAMES)} ${pick(rnd, COMPANY_SUFFIXES)}`;

/** A house number and street, such as "12 Mill Lane". */
export const streetAddress = (rnd: () => number) => `${intBetween(rnd, 1, 250)} ${pick(rnd, STREET_NAMES)} ${pick(rnd, STREET_TYPES)}`;

/** Lower case without accents ("Sørensen" → "sorensen"), for user names and e-mail addresses. */
export const asciiFold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ø/g, 'o');
