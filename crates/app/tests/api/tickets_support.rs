//! Helpers of the Cmanagement tests: tickets, actions and multipart messages.

#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use reqwest::{multipart, StatusCode};
use serde_json::{json, Value};

use crate::support::*;

pub const PROJECT: &str = "Edificio Los Robles";

/// A ticket in the project with the given extra fields; panics unless created.
pub async fn ticket(client: &Client, project: &str, subject: &str, extra: Value) -> Value {
    let (status, body) = try_ticket(client, project, subject, extra).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    body["data"].clone()
}

pub async fn try_ticket(client: &Client, project: &str, subject: &str, extra: Value) -> (StatusCode, Value) {
    let mut body = json!({"projectId": project, "subject": subject, "priority": "high", "origin": "email"});
    for (k, v) in extra.as_object().cloned().unwrap_or_default() {
        body[k] = v;
    }
    client.post("/api/cmanagement/tickets", body).await
}

pub async fn act(client: &Client, id: &str, body: Value) -> (StatusCode, Value) {
    client.post(&format!("/api/cmanagement/tickets/{id}/actions"), body).await
}

/// Posts a message (multipart) with files given as (name, bytes).
pub async fn message(client: &Client, id: &str, body: &str, private: bool, send_as: Option<&str>, files: Vec<(&str, Vec<u8>)>) -> (StatusCode, Value) {
    let mut form = multipart::Form::new().text("body", body.to_string()).text("private", private.to_string());
    if let Some(s) = send_as {
        form = form.text("send_as", s.to_string());
    }
    for (name, bytes) in files {
        form = form.part("files", multipart::Part::bytes(bytes).file_name(name.to_string()));
    }
    let res = client
        .http
        .post(format!("{}/api/cmanagement/tickets/{id}/messages", client.base))
        .header("Accept-Language", &client.lang)
        .header("X-XSRF-TOKEN", &client.xsrf)
        .multipart(form)
        .send()
        .await
        .unwrap();
    let status = res.status();
    (status, res.json().await.unwrap_or(Value::Null))
}

pub async fn messages(client: &Client, id: &str) -> Vec<Value> {
    let (status, body) = client.get(&format!("/api/cmanagement/tickets/{id}/messages?rowsPerPage=100")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["data"].as_array().unwrap().clone()
}

pub async fn get_ticket(client: &Client, id: &str) -> Value {
    let (status, body) = client.get(&format!("/api/cmanagement/tickets/{id}")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["data"].clone()
}

/// Activity actions, oldest first.
pub async fn activity(client: &Client, id: &str) -> Vec<Value> {
    let (_, body) = client.get(&format!("/api/cmanagement/tickets/{id}/activity?rowsPerPage=100")).await;
    let mut list = body["data"].as_array().unwrap().clone();
    list.reverse();
    list
}

/// The id of a demo user by username, read from the project's people.
pub async fn person(client: &Client, project: &str, full_name: &str) -> String {
    let (_, body) = client.get(&format!("/api/cmanagement/form?projectId={project}")).await;
    body["data"]["people"].as_array().unwrap().iter().find(|p| p["name"] == full_name).unwrap_or_else(|| panic!("{full_name} in {body}"))["id"].as_str().unwrap().to_string()
}

/// Numbers of the listed tickets for a query string.
pub async fn numbers(client: &Client, query: &str) -> Vec<i64> {
    let (status, body) = client.get(&format!("/api/cmanagement/tickets?{query}")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["data"].as_array().unwrap().iter().map(|t| t["number"].as_i64().unwrap()).collect()
}

/// Today plus `days`, as YYYY-MM-DD (0 is today).
pub fn days_from_today(days: i64) -> String {
    (chrono::Utc::now().date_naive() + chrono::Duration::days(days)).format("%Y-%m-%d").to_string()
}

/// Titles of the user's notifications about tickets (the demo data's own notices left out), newest first.
pub async fn notice_titles(client: &Client) -> Vec<String> {
    let (_, body) = client.get("/api/notifications?module=cmanagement&rowsPerPage=50").await;
    body["data"].as_array().unwrap().iter().map(|n| n["title"].as_str().unwrap().to_string()).filter(|t| t.contains('#')).collect()
}

/// Sets one column of a ticket directly (dates in the past, after-sales data the API does not write yet).
pub async fn set_ticket(app: &TestApp, id: &str, column: app::tickets::entity::ticket::Column, value: impl Into<sea_orm::Value>) {
    use app::tickets::entity::ticket;
    use sea_orm::{sea_query::Expr, ColumnTrait, EntityTrait, QueryFilter};
    let id = uuid::Uuid::parse_str(id).unwrap();
    let result = ticket::Entity::update_many().col_expr(column, Expr::value(value.into())).filter(ticket::Column::Id.eq(id)).exec(&app.state.db).await.unwrap();
    assert_eq!(result.rows_affected, 1);
}
