// The samples of the TOML to JSON and JSON to TOML pages and the output the core gives them with the
// pages' default options. The pages show these before the core has loaded; e2e/tools/formatters.spec.ts
// checks that the core still produces exactly these (regenerate them after changing the core or smol-toml).

export const tomlToJsonSample = {
  input: `[package]
name = "ferris-cli"
version = "0.3.1"
edition = "2021"
authors = ["Ferris <ferris@example.com>"]

[dependencies]
serde = { version = "1.0", features = ["derive"] }
clap = "4.5"
tokio = { version = "1", features = ["rt-multi-thread", "macros"], optional = true }

[features]
default = []
async = ["dep:tokio"]

[[bin]]
name = "ferris"
path = "src/main.rs"
`,
  output: `{
  "package": {
    "name": "ferris-cli",
    "version": "0.3.1",
    "edition": "2021",
    "authors": [
      "Ferris <ferris@example.com>"
    ]
  },
  "dependencies": {
    "serde": {
      "version": "1.0",
      "features": [
        "derive"
      ]
    },
    "clap": "4.5",
    "tokio": {
      "version": "1",
      "features": [
        "rt-multi-thread",
        "macros"
      ],
      "optional": true
    }
  },
  "features": {
    "default": [],
    "async": [
      "dep:tokio"
    ]
  },
  "bin": [
    {
      "name": "ferris",
      "path": "src/main.rs"
    }
  ]
}`,
};

export const jsonToTomlSample = {
  input: `{
  "project": {
    "name": "weather-api",
    "version": "1.4.0",
    "requires-python": ">=3.10",
    "dependencies": ["fastapi>=0.110", "httpx", "pydantic>=2"]
  },
  "tool": {
    "ruff": { "line-length": 100, "select": ["E", "F", "I"] },
    "pytest": { "ini_options": { "testpaths": ["tests"], "addopts": "-q" } }
  }
}`,
  output: `[project]
name = "weather-api"
version = "1.4.0"
requires-python = ">=3.10"
dependencies = [ "fastapi>=0.110", "httpx", "pydantic>=2" ]

[tool.ruff]
line-length = 100
select = [ "E", "F", "I" ]

[tool.pytest.ini_options]
testpaths = [ "tests" ]
addopts = "-q"
`,
};
