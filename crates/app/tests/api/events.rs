//! Live events over SSE, within one instance and, with NATS (`OBRA_TEST_NATS`), across instances.

use std::time::Duration;

use reqwest::StatusCode;
use serde_json::json;

use crate::support::*;

/// Opens the user's event stream and returns a reader of its text.
async fn open_stream(client: &Client) -> reqwest::Response {
    let res = client.http.get(format!("{}/api/events", client.base)).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    assert!(res.headers()["content-type"].to_str().unwrap().starts_with("text/event-stream"));
    res
}

async fn read_until(res: &mut reqwest::Response, needle: &str) -> String {
    let mut text = String::new();
    let found = tokio::time::timeout(Duration::from_secs(10), async {
        while let Some(chunk) = res.chunk().await.unwrap() {
            text.push_str(&String::from_utf8_lossy(&chunk));
            if text.contains(needle) {
                return true;
            }
        }
        false
    })
    .await
    .unwrap_or(false);
    assert!(found, "no {needle:?} on the stream: {text}");
    text
}

#[tokio::test]
async fn a_notification_reaches_the_users_open_stream() {
    let app = spawn_with(|c| c.nats_url = None).await;
    let support = app.login("soporte").await;
    let mut stream = open_stream(&support).await;
    tokio::time::sleep(Duration::from_millis(100)).await;
    app.login("admin.sur").await.post("/api/activation-requests", json!({"module": "quality", "kind": "upgrade"})).await;
    let text = read_until(&mut stream, "event: notification").await;
    assert!(text.contains("Inmobiliaria Sur"), "{text}");
}

#[tokio::test]
async fn events_cross_instances_through_nats() {
    let Some(nats) = std::env::var("OBRA_TEST_NATS").ok().filter(|v| !v.is_empty()) else {
        eprintln!("OBRA_TEST_NATS not set: cross-instance events not tested in this run");
        return;
    };
    let a = spawn_with(|c| c.nats_url = Some(nats.clone())).await;
    let b = a.second_instance().await;
    let support_on_b = b.login("soporte").await;
    let mut stream = open_stream(&support_on_b).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let (status, _) = a.login("admin.sur").await.post("/api/activation-requests", json!({"module": "concrete", "kind": "upgrade"})).await;
    assert_eq!(status, StatusCode::CREATED);
    let text = read_until(&mut stream, "event: notification").await;
    assert!(text.contains("Inmobiliaria Sur"), "{text}");
}

#[tokio::test]
async fn another_users_events_do_not_reach_a_stream() {
    let app = spawn_with(|c| c.nats_url = None).await;
    let admin = app.login("admin").await;
    let mut stream = open_stream(&admin).await;
    app.login("admin.sur").await.post("/api/activation-requests", json!({"module": "quality", "kind": "upgrade"})).await;
    let got = tokio::time::timeout(Duration::from_millis(800), stream.chunk()).await;
    // Either nothing arrived, or only keep-alive comments did.
    if let Ok(Ok(Some(chunk))) = got {
        assert!(!String::from_utf8_lossy(&chunk).contains("notification"));
    }
}
