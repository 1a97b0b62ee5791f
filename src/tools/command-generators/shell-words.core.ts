/** The shell word splitter lives in src/lib (other tools parse pasted commands too); kept here for this folder's imports. */
export * from '@/lib/shell-words';
