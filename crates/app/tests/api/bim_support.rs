//! BIM helpers: the IFC samples, a model, a tus upload with `purpose: bim`, waiting for the processing job.

use std::time::Duration;

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::{cbox_support::meta, support::*};

pub const PROJECT: &str = "Edificio Los Robles";

/// A sample of samples/ifc (see SOURCES.md there for its counts).
pub fn sample(name: &str) -> Vec<u8> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../samples/ifc").join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

pub const PREFAB: &str = "schependomlaan-multicom-prefab.ifc";

pub async fn new_model(client: &Client, project: &str, name: &str, code: &str) -> String {
    let (status, body) = client.post("/api/bim/models", json!({"project_id": project, "model_name": name, "model_id": code})).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    body["data"]["id"].as_str().unwrap().to_string()
}

/// `POST /api/uploads` with the whole file in the creation request: the status, the file id (when complete) and
/// the body of a refusal.
pub async fn upload(client: &Client, model: &str, name: &str, bytes: &[u8]) -> (StatusCode, Option<String>, Value) {
    let res = client
        .http
        .post(format!("{}/api/uploads", client.base))
        .header("X-XSRF-TOKEN", &client.xsrf)
        .header("Accept-Language", &client.lang)
        .header("Tus-Resumable", "1.0.0")
        .header("Upload-Length", bytes.len().to_string())
        .header("Upload-Metadata", meta(&[("filename", name), ("purpose", "bim"), ("modelId", model)]))
        .header("Content-Type", "application/offset+octet-stream")
        .body(bytes.to_vec())
        .send()
        .await
        .unwrap();
    let status = res.status();
    let id = res.headers().get("Obra-Item-Id").map(|v| v.to_str().unwrap().to_string());
    (status, id, res.json::<Value>().await.unwrap_or(Value::Null))
}

pub async fn upload_ok(client: &Client, model: &str, name: &str, bytes: &[u8]) -> String {
    let (status, id, body) = upload(client, model, name, bytes).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    id.expect("Obra-Item-Id")
}

/// A model of the project with the prefab sample processed; its id.
pub async fn available_model(client: &Client, project: &str, name: &str, code: &str) -> String {
    let model = new_model(client, project, name, code).await;
    upload_ok(client, &model, PREFAB, &sample(PREFAB)).await;
    assert_eq!(settled(client, &model).await["state"], "available");
    model
}

/// Polls the model until no file is waiting or in progress (at most a minute); returns the model.
pub async fn settled(client: &Client, model: &str) -> Value {
    for _ in 0..600 {
        let (status, body) = client.get(&format!("/api/bim/models/{model}")).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let busy = body["data"]["files"].as_array().unwrap().iter().any(|f| matches!(f["state"].as_str(), Some("uploaded" | "processing" | "optimizing")));
        if !busy {
            return body["data"].clone();
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the model's files did not finish processing");
}

/// Rows of an index table for the given model's files.
pub async fn count(app: &TestApp, table: &str, model: &str) -> u64 {
    use app::bim::entity::{element, element_set, file, property_index, property_set};
    use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QuerySelect};
    let db = &app.state.db;
    let model = uuid::Uuid::parse_str(model).unwrap();
    let files: Vec<uuid::Uuid> = file::Entity::find().select_only().column(file::Column::Id).filter(file::Column::ModelId.eq(model)).into_tuple().all(db).await.unwrap();
    match table {
        "bim_elements" => element::Entity::find().filter(element::Column::FileId.is_in(files)).count(db).await,
        "bim_element_sets" => element_set::Entity::find().filter(element_set::Column::FileId.is_in(files)).count(db).await,
        "bim_property_index" => property_index::Entity::find().filter(property_index::Column::FileId.is_in(files)).count(db).await,
        "bim_property_sets" => property_set::Entity::find().filter(property_set::Column::FileId.is_in(files)).count(db).await,
        other => panic!("no such index table: {other}"),
    }
    .unwrap()
}
