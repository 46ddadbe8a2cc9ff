//! The committed `openapi.json` must be what the handlers generate. `OBRA_UPDATE_OPENAPI=1` rewrites it.

#[test]
fn the_committed_openapi_document_is_current() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../openapi.json");
    let generated = app::http::openapi().to_pretty_json().unwrap_or_default() + "\n";
    if std::env::var("OBRA_UPDATE_OPENAPI").is_ok_and(|v| v == "1") {
        std::fs::write(&path, &generated).unwrap_or_default();
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(committed == generated, "openapi.json is stale: run `OBRA_UPDATE_OPENAPI=1 cargo nextest run -p app openapi` and commit it");
}

#[test]
fn every_operation_has_a_description_and_a_tag() {
    let doc = serde_json::to_value(app::http::openapi()).unwrap_or_default();
    for (path, item) in doc["paths"].as_object().into_iter().flatten() {
        for (method, op) in item.as_object().into_iter().flatten() {
            let described = op["description"].as_str().or(op["summary"].as_str()).is_some_and(|d| !d.is_empty());
            assert!(described, "{method} {path} has no doc comment");
            assert!(op["tags"].as_array().is_some_and(|t| !t.is_empty()), "{method} {path} has no tag");
        }
    }
}

/// Two types with one schema name would be one schema in the document (the last one read wins, silently), and
/// the generated TypeScript types would lie about the other: every `ToSchema` type has its own name.
#[test]
fn every_schema_name_is_used_once() {
    let pattern = regex::Regex::new(r"#\[derive\(([^)]*ToSchema[^)]*)\)\]\s*((?:#\[[^\]]*\]\s*)*)pub (?:struct|enum) (\w+)").unwrap();
    let alias = regex::Regex::new(r"schema\(as\s*=\s*([\w:]+)").unwrap();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut seen: std::collections::HashMap<String, String> = std::collections::HashMap::new();
    let mut clashes = Vec::new();
    let mut stack = vec![root.join("app/src"), root.join("platform/src")];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                for m in pattern.captures_iter(&text) {
                    let name = alias.captures(&m[2]).map(|a| a[1].to_string()).unwrap_or_else(|| m[3].to_string());
                    if let Some(first) = seen.insert(name.clone(), path.display().to_string()) {
                        clashes.push(format!("{name}: {first} and {}", path.display()));
                    }
                }
            }
        }
    }
    assert!(seen.len() > 100, "the scan found the schema types ({})", seen.len());
    assert!(clashes.is_empty(), "schema names used twice (add #[schema(as = …)]): {clashes:#?}");
}
