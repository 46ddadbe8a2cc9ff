//! Helpers of the quality tests: a project of the admin, activities, progress.

#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::support::*;

/// A project without demo activities that the admin and the inspector work in.
pub const PROJECT: &str = "Condominio Vista Cordillera";

/// Creates an activity and answers its body (`data`).
pub async fn activity(client: &Client, project: &str, body: Value) -> Value {
    let (status, out) = client.post(&format!("/api/quality/activities?projectId={project}"), body).await;
    assert_eq!(status, StatusCode::CREATED, "{out}");
    out["data"].clone()
}

/// A leaf under `parent` from `start` to `end`.
pub async fn leaf(client: &Client, project: &str, parent: Option<&str>, name: &str, start: &str, end: &str) -> Value {
    activity(client, project, json!({"parent_id": parent, "description": name, "est_start": start, "est_end": end})).await
}

pub async fn get(client: &Client, id: &str) -> Value {
    let (status, body) = client.get(&format!("/api/quality/activities/{id}")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["data"].clone()
}

/// Registers progress on the current version; answers (status, body).
pub async fn progress(client: &Client, id: &str, body: Value) -> (StatusCode, Value) {
    let version = get(client, id).await["version"].clone();
    let mut body = body;
    body["version"] = version;
    client.post(&format!("/api/quality/activities/{id}/progress"), body).await
}

pub fn id(v: &Value) -> String {
    v["id"].as_str().unwrap().to_string()
}

pub fn today() -> chrono::NaiveDate {
    chrono::Utc::now().date_naive()
}

pub fn day(offset: i64) -> String {
    (today() + chrono::Duration::days(offset)).to_string()
}

/// The Gantt of a project.
pub async fn gantt(client: &Client, project: &str) -> Value {
    let (status, body) = client.get(&format!("/api/quality/gantt?projectId={project}")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["data"].clone()
}

pub fn task<'a>(gantt: &'a Value, id: &str) -> &'a Value {
    gantt["tasks"].as_array().unwrap().iter().find(|t| t["id"] == id).unwrap()
}
