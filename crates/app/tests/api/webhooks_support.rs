//! A scripted webhook receiver on 127.0.0.1 and helpers to set up an application against it.

use std::sync::{Arc, Mutex};

use axum::{body::Bytes, extract::State, http::{HeaderMap, StatusCode}, routing::post, Router};
use serde_json::{json, Value};

use crate::support::*;

/// What arrived: headers and body of each request.
pub type Received = Arc<Mutex<Vec<(HeaderMap, String)>>>;
/// The status and body the receiver answers with.
type Answer = Arc<Mutex<(u16, String)>>;

pub struct Receiver {
    pub url: String,
    pub received: Received,
    pub answer: Answer,
}

impl Receiver {
    pub async fn start() -> Self {
        let received: Received = Arc::default();
        let answer = Arc::new(Mutex::new((200, r#"{"ok":true}"#.to_string())));
        let state = (received.clone(), answer.clone());
        let app = Router::new().route("/hook", post(hook)).with_state(state);
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}/hook", listener.local_addr().unwrap());
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        Self { url, received, answer }
    }

    pub fn answer_with(&self, status: u16, body: &str) {
        *self.answer.lock().unwrap() = (status, body.to_string());
    }

    pub fn count(&self) -> usize {
        self.received.lock().unwrap().len()
    }

    /// Waits until `n` requests arrived (the job worker polls every 2 s at worst).
    pub async fn wait_for(&self, n: usize) -> Vec<(HeaderMap, String)> {
        for _ in 0..200 {
            if self.count() >= n {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        let got = self.received.lock().unwrap().clone();
        assert!(got.len() >= n, "expected {n} deliveries, got {}", got.len());
        got
    }
}

async fn hook(State((received, answer)): State<(Received, Answer)>, headers: HeaderMap, body: Bytes) -> (StatusCode, String) {
    received.lock().unwrap().push((headers, String::from_utf8_lossy(&body).into_owned()));
    let (status, body) = answer.lock().unwrap().clone();
    (StatusCode::from_u16(status).unwrap(), body)
}

/// A test app whose `testing` applications may reach 127.0.0.1, with a short retry schedule.
pub async fn spawn_hooks(retries: &[u64]) -> TestApp {
    let retries = retries.to_vec();
    spawn_with(move |c| {
        c.webhooks_allow_loopback = true;
        c.webhook_retries = retries;
    })
    .await
}

/// Activates the company's webhooks and creates a `testing` application subscribed to `events` at `url`;
/// returns (app id, secret).
pub async fn app_with(client: &Client, url: &str, events: &[&str]) -> (String, String) {
    let (status, _) = client.put("/api/integrations/webhooks", json!({"active": true})).await;
    assert_eq!(status, StatusCode::OK);
    let (status, body) = client.post("/api/webhooks/apps", json!({"name": format!("Receptor {}", uuid::Uuid::now_v7()), "env": "testing"})).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let id = body["data"]["app"]["id"].as_str().unwrap().to_string();
    let secret = body["data"]["secret"].as_str().unwrap().to_string();
    let events: Vec<Value> = events.iter().map(|e| json!({"event": e, "url": url, "active": true})).collect();
    let (status, body) = client.put(&format!("/api/webhooks/apps/{id}/events"), json!({"events": events})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    (id, secret)
}

/// The application's log rows once `n` are there.
pub async fn logs(client: &Client, app: &str, n: usize) -> Vec<Value> {
    for _ in 0..200 {
        let (_, body) = client.get(&format!("/api/webhooks/apps/{app}/logs")).await;
        let rows = body["data"].as_array().cloned().unwrap_or_default();
        if rows.len() >= n {
            return rows;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("fewer than {n} log rows");
}
