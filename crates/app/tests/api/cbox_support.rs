//! Cbox helpers: a tus client (creation, PATCH, HEAD) and item lookups.

use base64::Engine;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::support::*;

pub const PROJECT: &str = "Edificio Los Robles";

pub fn meta(pairs: &[(&str, &str)]) -> String {
    pairs.iter().map(|(k, v)| format!("{k} {}", base64::engine::general_purpose::STANDARD.encode(v))).collect::<Vec<_>>().join(",")
}

/// `POST /api/uploads` (creation only): the status, the upload's path and the body.
pub async fn create_upload(client: &Client, project: &str, folder: Option<&str>, name: &str, length: u64) -> (StatusCode, String, Value) {
    let mut pairs = vec![("filename", name), ("purpose", "cbox"), ("projectId", project)];
    if let Some(f) = folder {
        pairs.push(("folderId", f));
    }
    let res = client
        .http
        .post(format!("{}/api/uploads", client.base))
        .header("X-XSRF-TOKEN", &client.xsrf)
        .header("Accept-Language", &client.lang)
        .header("Tus-Resumable", "1.0.0")
        .header("Upload-Length", length.to_string())
        .header("Upload-Metadata", meta(&pairs))
        .send()
        .await
        .unwrap();
    let status = res.status();
    let location = res.headers().get("Location").map(|v| v.to_str().unwrap().to_string()).unwrap_or_default();
    let body = res.json::<Value>().await.unwrap_or(Value::Null);
    (status, location, body)
}

/// `PATCH` at `offset`: the status, the new offset and the item id once complete.
pub async fn patch(client: &Client, location: &str, offset: u64, body: reqwest::Body) -> (StatusCode, Option<u64>, Option<String>) {
    let res = client
        .http
        .request(Method::PATCH, format!("{}{location}", client.base))
        .header("X-XSRF-TOKEN", &client.xsrf)
        .header("Tus-Resumable", "1.0.0")
        .header("Upload-Offset", offset.to_string())
        .header("Content-Type", "application/offset+octet-stream")
        .body(body)
        .send()
        .await
        .unwrap();
    let header = |name: &str| res.headers().get(name).map(|v| v.to_str().unwrap().to_string());
    (res.status(), header("Upload-Offset").map(|o| o.parse().unwrap()), header("Obra-Item-Id"))
}

/// `HEAD`: the status, the committed offset and the item id when done.
pub async fn head(client: &Client, location: &str) -> (StatusCode, Option<u64>, Option<String>) {
    let res = client.http.head(format!("{}{location}", client.base)).header("Tus-Resumable", "1.0.0").send().await.unwrap();
    let header = |name: &str| res.headers().get(name).map(|v| v.to_str().unwrap().to_string());
    (res.status(), header("Upload-Offset").map(|o| o.parse().unwrap()), header("Obra-Item-Id"))
}

/// A whole upload in one PATCH; returns the new file's id.
pub async fn upload(client: &Client, project: &str, folder: Option<&str>, name: &str, bytes: &[u8]) -> String {
    let (status, location, body) = create_upload(client, project, folder, name, bytes.len() as u64).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let (status, offset, item) = patch(client, &location, 0, bytes.to_vec().into()).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    assert_eq!(offset, Some(bytes.len() as u64));
    item.expect("Obra-Item-Id on the last PATCH")
}

pub async fn folder(client: &Client, project: &str, parent: Option<&str>, name: &str) -> String {
    let (status, body) = client.post("/api/cbox/folders", json!({"project_id": project, "parent_id": parent, "name": name})).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    body["data"]["id"].as_str().unwrap().to_string()
}

/// Names listed by `GET /api/cbox/items` with these query parameters.
pub async fn names(client: &Client, project: &str, query: &str) -> Vec<String> {
    let (status, body) = client.get(&format!("/api/cbox/items?projectId={project}&rowsPerPage=200{query}")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["data"].as_array().unwrap().iter().map(|i| i["name"].as_str().unwrap().to_string()).collect()
}

/// Status and bytes of a download (with optional request headers).
pub async fn download(client: &Client, path: &str, range: Option<&str>) -> (StatusCode, reqwest::header::HeaderMap, Vec<u8>) {
    let mut req = client.http.get(format!("{}{path}", client.base)).header("Accept-Language", &client.lang);
    if let Some(r) = range {
        req = req.header("Range", r);
    }
    let res = req.send().await.unwrap();
    let (status, headers) = (res.status(), res.headers().clone());
    (status, headers, res.bytes().await.unwrap().to_vec())
}

pub fn sha256(bytes: &[u8]) -> String {
    use sha2::Digest;
    hex::encode(sha2::Sha256::digest(bytes))
}

/// Deterministic pseudo-random bytes.
pub fn bytes(len: usize, seed: u8) -> Vec<u8> {
    (0..len).map(|i| ((i as u32).wrapping_mul(2_654_435_761) >> 13) as u8 ^ seed).collect()
}

pub async fn records(client: &Client, id: &str) -> Vec<(String, String)> {
    let (status, body) = client.get(&format!("/api/cbox/items/{id}/records?rowsPerPage=100")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["data"].as_array().unwrap().iter().map(|r| (r["action"].as_str().unwrap().to_string(), r["user"]["name"].as_str().unwrap_or_default().to_string())).collect()
}
