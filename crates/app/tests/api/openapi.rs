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
