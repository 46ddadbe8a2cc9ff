//! At-least-once webhook deliveries across a crash (issue 18): `kill -9` the real `obra` binary while deliveries
//! are in flight to a slow receiver, start it again, and check that every delivery reaches the receiver and ends
//! succeeded in the log. An attempt cut short has no record, so its job's lease runs out and it runs again.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::{
    collections::HashSet,
    sync::{
        atomic::{AtomicBool, Ordering},
        Arc, Mutex,
    },
    time::Duration,
};

use axum::{body::Bytes, extract::State, routing::post, Router};
use common::{free_port, login, start, wait_ready};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

#[derive(Clone, Default)]
struct Receiver {
    /// The subscribed event each arriving test delivery names (`data.event`).
    seen: Arc<Mutex<Vec<String>>>,
    slow: Arc<AtomicBool>,
}

async fn hook(State(r): State<Receiver>, body: Bytes) -> &'static str {
    let payload: Value = serde_json::from_slice(&body).unwrap_or_default();
    r.seen.lock().unwrap().push(payload["data"]["event"].as_str().unwrap_or_default().to_string());
    if r.slow.load(Ordering::SeqCst) {
        tokio::time::sleep(Duration::from_secs(3)).await;
    }
    r#"{"ok":true}"#
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn kill_9_mid_delivery_loses_no_delivery() {
    let _ = rustls::crypto::ring::default_provider().install_default();
    let receiver = Receiver { slow: Arc::new(AtomicBool::new(true)), ..Receiver::default() };
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}/hook", listener.local_addr().unwrap());
    let app = Router::new().route("/hook", post(hook)).with_state(receiver.clone());
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });

    let dir = std::env::temp_dir().join(format!("obra-hook-crash-{}", uuid::Uuid::now_v7().simple()));
    std::fs::create_dir_all(&dir).unwrap();
    let port = free_port();
    let base = format!("http://127.0.0.1:{port}");
    let env = [("OBRA_WEBHOOKS_ALLOW_LOOPBACK", "1".to_string()), ("OBRA_DEMO_MODEL", "0".to_string())];
    let mut server = start(&dir, port, &env);
    wait_ready(&base).await;
    let s = login(&base).await;
    assert_eq!(s.send(Method::PUT, "/api/integrations/webhooks", json!({"active": true})).await.0, StatusCode::OK);
    let (status, body) = s.send(Method::POST, "/api/webhooks/apps", json!({"name": "Receptor", "env": "testing"})).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let app_id = body["data"]["app"]["id"].as_str().unwrap().to_string();
    let (_, catalogue) = s.send(Method::GET, "/api/webhooks/events", Value::Null).await;
    let events: Vec<String> = catalogue["data"].as_array().unwrap().iter().map(|e| e["event"].as_str().unwrap().to_string()).collect();
    let subs: Vec<Value> = events.iter().map(|e| json!({"event": e, "url": url, "active": true})).collect();
    assert_eq!(s.send(Method::PUT, &format!("/api/webhooks/apps/{app_id}/events"), json!({"events": subs})).await.0, StatusCode::OK);
    let (status, body) = s.send(Method::POST, &format!("/api/webhooks/apps/{app_id}/test"), json!({})).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let total = body["data"].as_array().unwrap().len();
    assert_eq!(total, events.len());

    // Kill while the receiver holds some attempts open and others are still queued.
    for _ in 0..300 {
        if receiver.seen.lock().unwrap().len() >= 2 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    server.kill().unwrap(); // SIGKILL
    server.wait().unwrap();
    let before = receiver.seen.lock().unwrap().len();
    assert!(before < total, "the kill landed mid-batch ({before} of {total} arrived)");
    receiver.slow.store(false, Ordering::SeqCst);

    // Restarted, the interrupted attempts run again once their lease (30 s) is over.
    let mut server = start(&dir, port, &env);
    wait_ready(&base).await;
    let s = login(&base).await;
    let mut logged = HashSet::new();
    for _ in 0..600 {
        let (_, logs) = s.send(Method::GET, &format!("/api/webhooks/apps/{app_id}/logs?status=succeeded"), Value::Null).await;
        logged = logs["data"].as_array().unwrap().iter().map(|r| r["delivery_id"].as_str().unwrap().to_string()).collect();
        if logged.len() == total {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let seen: HashSet<String> = receiver.seen.lock().unwrap().iter().cloned().collect();
    assert_eq!(seen.len(), total, "every delivery reached the receiver at least once");
    assert_eq!(logged.len(), total, "every delivery ends succeeded in the log");
    server.kill().unwrap();
    server.wait().unwrap();
    std::fs::remove_dir_all(&dir).ok();
}
