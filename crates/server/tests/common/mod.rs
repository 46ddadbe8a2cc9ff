//! What the process tests share: the real `obra` binary started on a free port with demo data, and a signed-in
//! session of the demo administrator.

#![allow(dead_code)]

use std::{
    path::Path,
    process::{Child, Command, Stdio},
    time::Duration,
};

use reqwest::{Client, StatusCode};
use serde_json::{json, Value};

pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// `obra serve` with the demo data in `dir`, listening on `port`, with `env` on top of a clean environment.
pub fn start(dir: &Path, port: u16, env: &[(&str, String)]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_obra"))
        .arg("serve")
        .env_clear()
        .envs(env.iter().map(|(k, v)| (*k, v.as_str())))
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("OBRA_DATA_DIR", dir)
        .env("OBRA_ADDR", format!("127.0.0.1:{port}"))
        .env("OBRA_DEMO", "1")
        .env("OBRA_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap()
}

pub async fn wait_ready(base: &str) {
    for _ in 0..300 {
        if let Ok(res) = reqwest::get(format!("{base}/api/ready")).await {
            if res.status().is_success() {
                return;
            }
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("obra did not start");
}

pub struct Session {
    pub http: Client,
    pub base: String,
    pub xsrf: String,
}

impl Session {
    pub async fn send(&self, method: reqwest::Method, path: &str, body: Value) -> (StatusCode, Value) {
        let res = self.http.request(method, format!("{}{path}", self.base)).header("X-XSRF-TOKEN", &self.xsrf).json(&body).send().await.unwrap();
        (res.status(), res.json().await.unwrap_or(Value::Null))
    }
}

pub async fn login(base: &str) -> Session {
    let http = Client::builder().cookie_store(true).build().unwrap();
    let res = http.get(format!("{base}/csrf-cookie")).send().await.unwrap();
    let xsrf = res.cookies().find(|c| c.name() == "XSRF-TOKEN").unwrap().value().to_string();
    let res = http.post(format!("{base}/login")).header("X-XSRF-TOKEN", &xsrf).json(&json!({"username": "admin", "password": "obra-demo"})).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    Session { http, base: base.into(), xsrf }
}
