//! Helpers of the after-sales tests: a unit with a checklist and an owner, a request of it, failures and orders.

#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::{support::*, warranties_support::*};

/// A unit of `project` with a two-item checklist and an owner with an e-mail.
pub struct Fixture {
    pub project: String,
    pub unit: String,
    pub unit_type: String,
    pub owner: String,
    pub area: String,
    pub place: String,
    pub items: [String; 2],
    pub issue: String,
    pub severity: String,
}

pub async fn fixture(client: &Client, project: &str, name: &str, email: &str) -> Fixture {
    let (type_id, item, issue, severity) = checklist(client, project, &format!("Tipo {name}")).await;
    let (_, tree) = client.get(&format!("/api/warranties/unit-types/{type_id}")).await;
    let area = tree["data"]["tree"][0]["id"].as_str().unwrap().to_string();
    let place = tree["data"]["tree"][0]["children"][0]["id"].as_str().unwrap().to_string();
    let (s, second) = client.post(&format!("/api/warranties/unit-types/{type_id}/nodes"), json!({"parent_id": place, "name": "Cerámica"})).await;
    assert_eq!(s, StatusCode::CREATED, "{second}");
    let u = unit(client, project, json!({"name": name, "unit_type_id": type_id, "parkings": [], "stores": []})).await;
    let unit_id = u["id"].as_str().unwrap().to_string();
    let (s, owners) = client.put(&format!("/api/warranties/units/{unit_id}/owners"), json!({"owners": [{"first_name": "Iñaki", "last_name": "Muñoz", "role": "owner", "email": email}, {"first_name": "Ana", "last_name": "Soto", "role": "owner"}]})).await;
    assert_eq!(s, StatusCode::OK, "{owners}");
    Fixture { project: project.into(), unit: unit_id, unit_type: type_id, owner: owners["data"][0]["id"].as_str().unwrap().into(), area, place, items: [item, second["data"]["id"].as_str().unwrap().into()], issue, severity }
}

pub async fn request(client: &Client, f: &Fixture, subject: &str) -> Value {
    let (s, b) = client.post(&format!("/api/warranties/requests?projectId={}", f.project), json!({"unit_id": f.unit, "owner_id": f.owner, "origin": "call", "subject": subject})).await;
    assert_eq!(s, StatusCode::CREATED, "{b}");
    b["data"].clone()
}

/// A failure on item `i` (0 or 1) of the fixture.
pub async fn failure(client: &Client, f: &Fixture, request: &str, i: usize, detail: &str) -> Value {
    let body = json!({"area_id": f.area, "place_id": f.place, "item_id": f.items[i], "severity_id": f.severity, "detail": detail});
    let (s, b) = client.post(&format!("/api/warranties/requests/{request}/failures"), body).await;
    assert_eq!(s, StatusCode::CREATED, "{b}");
    b["data"].clone()
}

pub fn window(days: i64) -> (String, String) {
    let start = chrono::Utc::now() + chrono::Duration::days(days);
    (start.to_rfc3339(), (start + chrono::Duration::hours(2)).to_rfc3339())
}

pub async fn order(client: &Client, request: &str, kind: &str, failures: &[&str]) -> Value {
    let (starts, ends) = window(3);
    let (s, b) = client.post(&format!("/api/warranties/requests/{request}/orders"), json!({"kind": kind, "contractor": "Pinturas Sur", "starts_at": starts, "ends_at": ends, "failure_ids": failures})).await;
    assert_eq!(s, StatusCode::CREATED, "{b}");
    b["data"].clone()
}

pub fn id(v: &Value) -> &str {
    v["id"].as_str().unwrap()
}

/// A message with files, as the thread's form sends it (`files` parts).
pub async fn message(client: &Client, request: &str, fields: &[(&str, &str)], files: Vec<(&str, Vec<u8>)>) -> (StatusCode, Value) {
    let mut form = reqwest::multipart::Form::new();
    for (k, v) in fields {
        form = form.text(k.to_string(), v.to_string());
    }
    for (name, bytes) in files {
        form = form.part("files", reqwest::multipart::Part::bytes(bytes).file_name(name.to_string()));
    }
    let url = format!("{}/api/warranties/requests/{request}/messages", client.base);
    let res = client.http.post(url).header("X-XSRF-TOKEN", &client.xsrf).header("Accept-Language", &client.lang).multipart(form).send().await.unwrap();
    let status = res.status();
    (status, res.json().await.unwrap())
}
