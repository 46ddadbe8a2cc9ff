//! Helpers of the verification tests: a template, an activity and a unit of Condominio Vista Cordillera (the
//! admin's and the inspector's project), a verification, its answers, photos and closing.

#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::{quality_support, support::*, warranties_support};

pub const PROJECT: &str = "Condominio Vista Cordillera";

/// The signed-in user's id.
pub async fn me(client: &Client) -> String {
    let (_, me) = client.get("/api/me").await;
    me["data"]["user"]["id"].as_str().unwrap().to_string()
}

/// Creates a template with items (text, requires_photo) and answers its body (`data`).
pub async fn template(client: &Client, name: &str, items: &[(&str, bool)]) -> Value {
    let items: Vec<Value> = items.iter().map(|(t, p)| json!({"text": t, "requires_photo": p})).collect();
    let (status, body) = client.post("/api/verifications/templates", json!({"name": name, "items": items})).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    body["data"].clone()
}

/// A leaf activity of the project.
pub async fn activity(client: &Client, project: &str, name: &str) -> Value {
    quality_support::leaf(client, project, None, name, "2026-03-02", "2026-03-20").await
}

/// A new unit of the project.
pub async fn unit(client: &Client, project: &str, name: &str) -> Value {
    warranties_support::unit(client, project, json!({"name": name})).await
}

/// Creates a verification and answers (status, body).
pub async fn create(client: &Client, project: &str, body: Value) -> (StatusCode, Value) {
    client.post(&format!("/api/verifications?projectId={project}"), body).await
}

/// A verification of `activity` (optionally in `unit`) from `template`, for the caller, on 2026-03-10.
pub async fn verification(client: &Client, project: &str, activity: &str, unit: Option<&str>, template: &str) -> Value {
    let responsible = me(client).await;
    let (status, body) = create(client, project, json!({"activity_id": activity, "unit_id": unit, "template_id": template, "responsible_id": responsible, "scheduled_on": "2026-03-10"})).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    body["data"].clone()
}

pub fn item_id(v: &Value, index: usize) -> String {
    v["items"][index]["id"].as_str().unwrap().to_string()
}

pub fn vid(v: &Value) -> String {
    v["id"].as_str().unwrap().to_string()
}

pub async fn answer(client: &Client, v: &str, item: &str, body: Value) -> (StatusCode, Value) {
    client.put(&format!("/api/verifications/{v}/items/{item}"), body).await
}

/// Answers every item `complies` (adding a photo where one is needed).
pub async fn comply_all(client: &Client, v: &Value) {
    for (i, item) in v["items"].as_array().unwrap().iter().enumerate() {
        let item_id = item["id"].as_str().unwrap();
        if item["requires_photo"] == true && item["photos"].as_array().unwrap().is_empty() {
            assert_eq!(photos(client, &vid(v), item_id, vec![("foto.png", warranties_support::png())]).await.0, StatusCode::CREATED);
        }
        let (status, body) = answer(client, &vid(v), item_id, json!({"result": "complies"})).await;
        assert_eq!(status, StatusCode::OK, "item {i}: {body}");
    }
}

pub async fn photos(client: &Client, v: &str, item: &str, files: Vec<(&str, Vec<u8>)>) -> (StatusCode, Value) {
    warranties_support::upload(client, Method::POST, &format!("/api/verifications/{v}/items/{item}/photos"), &[], files).await
}

pub async fn get(client: &Client, v: &str) -> Value {
    let (status, body) = client.get(&format!("/api/verifications/{v}")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["data"].clone()
}

/// Closes the verification signed, with the version it has now; answers (status, body).
pub async fn close(client: &Client, v: &str) -> (StatusCode, Value) {
    let version = get(client, v).await["version"].clone();
    client.post(&format!("/api/verifications/{v}/close"), json!({"signature": warranties_support::png_data_url(), "version": version})).await
}

/// A failure with its observation for `responsible`, due in `days` days.
pub fn failure(responsible: &str, days: i64) -> Value {
    json!({"result": "failure", "note": "Fisura en el encuentro", "observation": {"description": "Reparar la fisura del muro", "deadline": quality_support::day(days), "responsible_id": responsible}})
}
