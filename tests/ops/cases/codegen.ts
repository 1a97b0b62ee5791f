import type { OpCase } from './types';

// The expected outputs are the quicktype command line's (npm quicktype 26.0.0, the program quicktype-core comes from), run
// on the same samples as separate files with the flags each page's options stand for: --just-types (Types only),
// --prefer-types, --all-properties-optional, --pydantic-base-model, --package, --namespace, and always --no-date-times
// --no-uuids --no-integer-strings --no-boolean-strings (plus --no-enums where Types only leaves no converter to read
// them). tests/real/json-to-code.real.test.ts compiles them: tsc --strict, python3, rustc, javac.
export const cases: OpCase[] = [
  {
    op: 'json/to-typescript',
    input: '[{"id":1,"tags":["a"],"owner":{"login":"ada"}},{"id":2,"tags":[],"owner":{"login":"bob","site":null}}]',
    output:
      'export interface Root {\n    id:    number;\n    tags:  string[];\n    owner: Owner;\n}\n\nexport interface Owner {\n    login: string;\n    site?: null;\n}\n',
  },
  {
    op: 'json/to-typescript',
    name: 'one object per line (JSON Lines), as type aliases, every property optional',
    input: '{"a":1}\n{"a":2,"b":"x"}\n',
    options: { name: 'Item', declaration: 'type', optional: true },
    output: 'export type Item = {\n    a?: number;\n    b?: string;\n}\n',
  },
  {
    op: 'json/to-go',
    input: '[{"id":1,"tags":["a"],"owner":{"login":"ada"}},{"id":2,"tags":[],"owner":{"login":"bob","site":null}}]',
    output:
      '// Code generated from JSON Schema using quicktype. DO NOT EDIT.\n// To parse and unparse this JSON data, add this code to your project and do:\n//\n//    root, err := UnmarshalRoot(bytes)\n//    bytes, err = root.Marshal()\n\npackage main\n\nimport "encoding/json"\n\nfunc UnmarshalRoot(data []byte) (Root, error) {\n\tvar r Root\n\terr := json.Unmarshal(data, &r)\n\treturn r, err\n}\n\nfunc (r *Root) Marshal() ([]byte, error) {\n\treturn json.Marshal(r)\n}\n\ntype Root struct {\n\tID    int64    `json:"id"`\n\tTags  []string `json:"tags"`\n\tOwner Owner    `json:"owner"`\n}\n\ntype Owner struct {\n\tLogin string      `json:"login"`\n\tSite  interface{} `json:"site"`\n}\n',
  },
  {
    op: 'json/to-python',
    input: '{"user_id":7,"full name":"Ada","active":true,"scores":[1.5,2]}',
    options: { name: 'User' },
    output:
      'from dataclasses import dataclass\nfrom typing import Any, TypeVar, Callable, Type, cast\n\n\nT = TypeVar("T")\n\n\ndef from_int(x: Any) -> int:\n    assert isinstance(x, int) and not isinstance(x, bool)\n    return x\n\n\ndef from_str(x: Any) -> str:\n    assert isinstance(x, str)\n    return x\n\n\ndef from_bool(x: Any) -> bool:\n    assert isinstance(x, bool)\n    return x\n\n\ndef from_list(f: Callable[[Any], T], x: Any) -> list[T]:\n    assert isinstance(x, list)\n    return [f(y) for y in x]\n\n\ndef from_float(x: Any) -> float:\n    assert isinstance(x, (float, int)) and not isinstance(x, bool)\n    return float(x)\n\n\ndef to_float(x: Any) -> float:\n    assert isinstance(x, (int, float))\n    return x\n\n\ndef to_class(c: Type[T], x: Any) -> dict:\n    assert isinstance(x, c)\n    return cast(Any, x).to_dict()\n\n\n@dataclass\nclass User:\n    user_id: int\n    full_name: str\n    active: bool\n    scores: list[float]\n\n    @staticmethod\n    def from_dict(obj: Any) -> \'User\':\n        assert isinstance(obj, dict)\n        user_id = from_int(obj.get("user_id"))\n        full_name = from_str(obj.get("full name"))\n        active = from_bool(obj.get("active"))\n        scores = from_list(from_float, obj.get("scores"))\n        return User(user_id, full_name, active, scores)\n\n    def to_dict(self) -> dict:\n        result: dict = {}\n        result["user_id"] = from_int(self.user_id)\n        result["full name"] = from_str(self.full_name)\n        result["active"] = from_bool(self.active)\n        result["scores"] = from_list(to_float, self.scores)\n        return result\n\n\ndef user_from_dict(s: Any) -> User:\n    return User.from_dict(s)\n\n\ndef user_to_dict(x: User) -> Any:\n    return to_class(User, x)\n',
  },
  {
    op: 'json/to-python',
    input: '{"user_id":7,"full name":"Ada","active":true,"scores":[1.5,2]}',
    options: { name: 'User', classes: 'pydantic' },
    output:
      'from pydantic import BaseModel\n\n\nclass User(BaseModel):\n    user_id: int\n    full_name: str\n    active: bool\n    scores: list[float]\n',
  },
  {
    op: 'json/to-rust',
    input: '{"user_id":7,"full name":"Ada","active":true,"scores":[1.5,2]}',
    options: { name: 'User' },
    output:
      '// Example code that deserializes and serializes the model.\n// extern crate serde;\n// #[macro_use]\n// extern crate serde_derive;\n// extern crate serde_json;\n//\n// use generated_module::User;\n//\n// fn main() {\n//     let json = r#"{"answer": 42}"#;\n//     let model: User = serde_json::from_str(&json).unwrap();\n// }\n\nuse serde::{Serialize, Deserialize};\n\n#[derive(Debug, Clone, Serialize, Deserialize)]\npub struct User {\n    pub user_id: i64,\n\n    #[serde(rename = "full name")]\n    pub full_name: String,\n\n    pub active: bool,\n\n    pub scores: Vec<f64>,\n}\n',
  },
  {
    op: 'json/to-java',
    input: '{"user_id":7,"full name":"Ada","active":true,"scores":[1.5,2]}',
    options: { name: 'User' },
    output:
      'package com.example;\n\nimport java.util.List;\n\npublic class User {\n    private long userID;\n    private String fullName;\n    private boolean active;\n    private List<Double> scores;\n\n    public long getUserID() { return userID; }\n    public void setUserID(long value) { this.userID = value; }\n\n    public String getFullName() { return fullName; }\n    public void setFullName(String value) { this.fullName = value; }\n\n    public boolean getActive() { return active; }\n    public void setActive(boolean value) { this.active = value; }\n\n    public List<Double> getScores() { return scores; }\n    public void setScores(List<Double> value) { this.scores = value; }\n}\n',
  },
  {
    op: 'json/to-csharp',
    input: '{"user_id":7,"full name":"Ada","active":true,"scores":[1.5,2]}',
    options: { name: 'User' },
    output:
      'namespace Models\n{\n\n    public partial class User\n    {\n        public long UserId { get; set; }\n        public string FullName { get; set; }\n        public bool Active { get; set; }\n        public double[] Scores { get; set; }\n    }\n}\n',
  },
  {
    op: 'json/to-zod',
    name: 'a recursive type',
    input: '{"name":"root","children":[{"name":"a","children":[{"name":"b","children":[]}]}]}',
    options: { name: 'Node' },
    output:
      'import * as z from "zod";\n\n\nexport type Node = {\n    "name": string;\n    "children": Array<Node>;\n};\nexport const NodeSchema: z.ZodType<Node> = z.lazy(() =>\n    z.object({\n        "name": z.string(),\n        "children": z.array(NodeSchema),\n    })\n);\n',
  },
  { op: 'json/to-typescript', input: '{"a": 1,}', error: 'Line 1, column 9: Trailing commas are not allowed' },
  { op: 'json/to-typescript', name: 'a bad line of JSON Lines is reported at its place', input: '{"a": 1}\n{"a": }\n', error: 'Line 2, column 7' },
  { op: 'json/to-python', input: '[1, 2]', error: 'Sample 1 of 2 is a number' },
  { op: 'json/to-zod', input: '[]', error: 'The array is empty' },
];
