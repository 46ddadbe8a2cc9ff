//! Helpers of the deliveries tests: multipart uploads, raw downloads, a unit type with a checklist, a unit.

#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::support::*;

/// A valid 1×1 PNG (grey with alpha), as signature pads and cameras send PNGs.
pub fn png() -> Vec<u8> {
    use base64::Engine;
    base64::engine::general_purpose::STANDARD.decode("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=").unwrap()
}

pub fn pdf_bytes(text: &str) -> Vec<u8> {
    format!("%PDF-1.4\n% {text}\n").repeat(20).into_bytes()
}

pub fn png_data_url() -> String {
    use base64::Engine;
    format!("data:image/png;base64,{}", base64::engine::general_purpose::STANDARD.encode(png()))
}

/// A multipart POST/PUT: text fields and files (name, bytes).
pub async fn upload(client: &Client, method: reqwest::Method, path: &str, fields: &[(&str, &str)], files: Vec<(&str, Vec<u8>)>) -> (StatusCode, Value) {
    let mut form = reqwest::multipart::Form::new();
    for (k, v) in fields {
        form = form.text(k.to_string(), v.to_string());
    }
    for (name, bytes) in files {
        form = form.part("file", reqwest::multipart::Part::bytes(bytes).file_name(name.to_string()));
    }
    let res = client.http.request(method, format!("{}{}", client.base, path)).header("X-XSRF-TOKEN", &client.xsrf).header("Accept-Language", &client.lang).multipart(form).send().await.unwrap();
    let status = res.status();
    let text = res.text().await.unwrap();
    (status, serde_json::from_str(&text).unwrap_or(Value::String(text)))
}

pub async fn bytes(client: &Client, path: &str) -> (StatusCode, String, Vec<u8>) {
    let res = client.http.get(format!("{}{}", client.base, path)).header("Accept-Language", &client.lang).send().await.unwrap();
    let status = res.status();
    let kind = res.headers().get("content-type").map(|v| v.to_str().unwrap().to_string()).unwrap_or_default();
    (status, kind, res.bytes().await.unwrap().to_vec())
}

pub async fn post_bytes(client: &Client, path: &str, body: Value) -> (StatusCode, Vec<u8>) {
    let res = client.http.post(format!("{}{}", client.base, path)).header("X-XSRF-TOKEN", &client.xsrf).json(&body).send().await.unwrap();
    (res.status(), res.bytes().await.unwrap().to_vec())
}

/// The text of every page of a PDF, joined, white space folded (wrapped cells read as one line).
pub fn pdf_text(bytes: &[u8]) -> String {
    let doc = lopdf::Document::load_mem(bytes).expect("a PDF");
    let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
    doc.extract_text(&pages).unwrap().split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A unit type with one area → place → item → issue, and a severity. Returns (type id, item id, issue id,
/// severity id).
pub async fn checklist(client: &Client, project: &str, name: &str) -> (String, String, String, String) {
    let (s, t) = client.post(&format!("/api/warranties/unit-types?projectId={project}"), json!({"name": name, "surface": 72.5, "rooms": 3})).await;
    assert_eq!(s, StatusCode::CREATED, "{t}");
    let id = t["data"]["id"].as_str().unwrap().to_string();
    let (_, sev) = client.post(&format!("/api/warranties/severities?projectId={project}"), json!({"name": format!("Grave {name}")})).await;
    let sev = sev["data"]["id"].as_str().unwrap().to_string();
    let node = |parent: Option<String>, name: &str, severity: Option<&str>| {
        let body = json!({"parent_id": parent, "name": name, "severity_id": severity});
        let path = format!("/api/warranties/unit-types/{id}/nodes");
        async move {
            let (s, n) = client.post(&path, body).await;
            assert_eq!(s, StatusCode::CREATED, "{n}");
            n["data"]["id"].as_str().unwrap().to_string()
        }
    };
    let area = node(None, "Baño principal", None).await;
    let place = node(Some(area), "Muros", None).await;
    let item = node(Some(place), "Pintura", None).await;
    let issue = node(Some(item.clone()), "Mancha de humedad", Some(&sev)).await;
    (id, item, issue, sev)
}

pub async fn unit(client: &Client, project: &str, body: Value) -> Value {
    let (s, u) = client.post(&format!("/api/warranties/units?projectId={project}"), body).await;
    assert_eq!(s, StatusCode::CREATED, "{u}");
    u["data"].clone()
}
