//! My tasks: notifications of the last 15 days, read and unread.

use reqwest::StatusCode;
use serde_json::json;

use crate::support::*;

#[tokio::test]
async fn my_tasks_shows_the_last_15_days_newest_first() {
    let app = spawn().await;
    let (status, body) = app.login("admin").await.get("/api/notifications").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["total"], 3, "the 40-day-old notification is left out: {body}");
    assert_eq!(body["data"][0]["title"], "Nuevo ticket asignado");
}

#[tokio::test]
async fn unread_filters_and_marking_read_updates() {
    let app = spawn().await;
    let client = app.login("admin").await;
    let (_, body) = client.get("/api/notifications?unread=true").await;
    assert_eq!(body["total"], 2);
    let id = body["data"][0]["id"].as_str().unwrap().to_string();
    let (status, body) = client.post("/api/notifications/read", json!({"ids": [id]})).await;
    assert_eq!((status, body["data"]["updated"].as_u64()), (StatusCode::OK, Some(1)));
    let (_, body) = client.get("/api/notifications?unread=true").await;
    assert_eq!(body["total"], 1);
    client.post("/api/notifications/read", json!({"all": true})).await;
    let (_, body) = client.get("/api/notifications?unread=true").await;
    assert_eq!(body["total"], 0);
}

#[tokio::test]
async fn another_users_notifications_cannot_be_marked() {
    let app = spawn().await;
    let (_, body) = app.login("admin").await.get("/api/notifications?unread=true").await;
    let id = body["data"][0]["id"].as_str().unwrap().to_string();
    let (status, body) = app.login("admin.sur").await.post("/api/notifications/read", json!({"ids": [id]})).await;
    assert_eq!((status, body["data"]["updated"].as_u64()), (StatusCode::OK, Some(0)));
    let (_, body) = app.login("admin").await.get("/api/notifications?unread=true").await;
    assert_eq!(body["total"], 2);
}

#[tokio::test]
async fn marking_nothing_is_a_422() {
    let app = spawn().await;
    let (status, body) = app.login("admin").await.post("/api/notifications/read", json!({"ids": []})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "ids"), "Selecciona al menos 1 elemento(s).");
}
