//! The crash test of resumable uploads: `kill -9` the real `obra` binary while 20 uploads are in flight, start it
//! again, and check that every upload the server acknowledged is there with the same SHA-256, that nothing partial
//! is listed, and that once the sweeper has run no object is left that no file points at. On SQLite with the local
//! folder by default; on PostgreSQL with an S3 bucket when `OBRA_TEST_POSTGRES` and `OBRA_TEST_S3` are set.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::{
    collections::HashMap,
    path::{Path, PathBuf},
    process::Child,
    sync::{Arc, Mutex},
    time::Duration,
};

use base64::Engine;
use reqwest::{Client, StatusCode};
use serde_json::Value;
mod common;

use common::{free_port, login, wait_ready, Session};
use platform::{
    config::{Config, S3Config},
    storage::Storage,
};
use sha2::Digest;

const UPLOADS: usize = 20;

/// Where the server keeps its data: extra environment for `obra serve`, and the store to look into.
struct Backend {
    env: Vec<(&'static str, String)>,
    storage: Storage,
}

async fn backend(dir: &Path) -> Backend {
    let pg = std::env::var("OBRA_TEST_POSTGRES").ok().filter(|v| !v.is_empty());
    let s3 = std::env::var("OBRA_TEST_S3").ok().filter(|v| !v.is_empty());
    let (Some(pg), Some(s3)) = (pg, s3) else {
        return Backend { env: vec![], storage: Storage::local(dir.join("objects")).unwrap() };
    };
    let name = format!("obra_t_{}", uuid::Uuid::now_v7().simple());
    let admin = sea_orm::Database::connect(format!("{pg}/postgres")).await.unwrap();
    sea_orm::ConnectionTrait::execute_unprepared(&admin, &format!("CREATE DATABASE {name}")).await.unwrap();
    let bucket = format!("obra-crash-{}", uuid::Uuid::now_v7().simple());
    assert!(Client::new().put(format!("{s3}/{bucket}")).send().await.unwrap().status().is_success());
    let config = S3Config { bucket: bucket.clone(), endpoint: Some(s3.clone()), region: "us-east-1".into(), access_key_id: Some("obra".into()), secret_access_key: Some("obra-secret".into()) };
    let storage = Storage::from_config(&Config { s3: Some(config), ..Config::from_env() }).unwrap();
    let env = vec![
        ("OBRA_DATABASE_URL", format!("{pg}/{name}")),
        ("OBRA_S3_BUCKET", bucket),
        ("OBRA_S3_ENDPOINT", s3),
        ("OBRA_S3_ACCESS_KEY_ID", "obra".into()),
        ("OBRA_S3_SECRET_ACCESS_KEY", "obra-secret".into()),
    ];
    Backend { env, storage }
}

fn start(dir: &Path, port: u16, ttl: &str, backend: &Backend) -> Child {
    let mut env = backend.env.clone();
    env.push(("OBRA_UPLOAD_TTL_SECS", ttl.to_string()));
    common::start(dir, port, &env)
}

async fn project(s: &Session) -> String {
    let body: Value = s.http.get(format!("{}/api/projects?rowsPerPage=200", s.base)).send().await.unwrap().json().await.unwrap();
    body["data"].as_array().unwrap().iter().find(|p| p["name"] == "Edificio Los Robles").unwrap()["id"].as_str().unwrap().to_string()
}

fn data(i: usize) -> Vec<u8> {
    let len = 2 * 1024 * 1024 + i * 97_331;
    (0..len).map(|n| ((n as u32).wrapping_mul(2_654_435_761).wrapping_add(i as u32) >> 11) as u8).collect()
}

fn sha(bytes: &[u8]) -> String {
    hex::encode(sha2::Sha256::digest(bytes))
}

/// One upload, sent slowly in 64 KiB chunks so the kill lands mid-transfer for most of them. Records the item id
/// when the server acknowledges the last PATCH.
async fn upload(s: Arc<Session>, project: String, i: usize, acked: Arc<Mutex<HashMap<String, String>>>) {
    let bytes = data(i);
    let name = format!("parte-{i:02}.pdf");
    let meta = [("filename", name.as_str()), ("purpose", "cbox"), ("projectId", project.as_str())]
        .iter()
        .map(|(k, v)| format!("{k} {}", base64::engine::general_purpose::STANDARD.encode(v)))
        .collect::<Vec<_>>()
        .join(",");
    let Ok(res) = s.http.post(format!("{}/api/uploads", s.base)).header("X-XSRF-TOKEN", &s.xsrf).header("Upload-Length", bytes.len().to_string()).header("Upload-Metadata", meta).send().await else { return };
    let Some(location) = res.headers().get("Location").map(|l| l.to_str().unwrap().to_string()) else { return };
    let hash = sha(&bytes);
    let chunks: Vec<Vec<u8>> = bytes.chunks(64 * 1024).map(<[u8]>::to_vec).collect();
    let pace = Duration::from_millis(5 + (i as u64 % 7) * 3);
    let body = futures::stream::iter(chunks).then(move |c| async move {
        tokio::time::sleep(pace).await;
        Ok::<_, std::io::Error>(c)
    });
    let res = s
        .http
        .patch(format!("{}{location}", s.base))
        .header("X-XSRF-TOKEN", &s.xsrf)
        .header("Upload-Offset", "0")
        .header("Content-Type", "application/offset+octet-stream")
        .body(reqwest::Body::wrap_stream(body))
        .send()
        .await;
    if let Ok(res) = res {
        if res.status() == StatusCode::NO_CONTENT {
            if let Some(id) = res.headers().get("Obra-Item-Id") {
                acked.lock().unwrap().insert(id.to_str().unwrap().to_string(), hash);
            }
        }
    }
}

use futures::StreamExt;

fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else { return out };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() { out.extend(files_under(&path)) } else { out.push(path) }
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn kill_9_during_uploads_loses_nothing_acknowledged_and_leaves_no_orphan() {
    let _ = rustls::crypto::ring::default_provider().install_default();
    let dir = std::env::temp_dir().join(format!("obra-crash-{}", uuid::Uuid::now_v7().simple()));
    std::fs::create_dir_all(&dir).unwrap();
    let port = free_port();
    let base = format!("http://127.0.0.1:{port}");
    let backend = backend(&dir).await;
    let mut server = start(&dir, port, "86400", &backend);
    wait_ready(&base).await;
    let session = Arc::new(login(&base).await);
    let project = project(&session).await;
    let acked = Arc::new(Mutex::new(HashMap::new()));
    let tasks: Vec<_> = (0..UPLOADS).map(|i| tokio::spawn(upload(session.clone(), project.clone(), i, acked.clone()))).collect();

    // Kill once some uploads are acknowledged and others are still on their way.
    for _ in 0..200 {
        if acked.lock().unwrap().len() >= 3 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    server.kill().unwrap(); // SIGKILL
    server.wait().unwrap();
    for task in tasks {
        let _ = task.await;
    }
    let acked = acked.lock().unwrap().clone();
    assert!(!acked.is_empty() && acked.len() < UPLOADS, "the kill landed mid-batch ({} of {UPLOADS} acknowledged)", acked.len());

    // Restart with a zero time-to-live: the sweeper treats every unfinished upload as abandoned.
    let mut server = start(&dir, port, "0", &backend);
    wait_ready(&base).await;
    let session = login(&base).await;
    for _ in 0..100 {
        if backend.storage.keys("staging").await.unwrap().is_empty() && files_under(&dir.join("objects").join("staging")).is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let listed: Value = session.http.get(format!("{}/api/cbox/items?projectId={project}&rowsPerPage=200", session.base)).send().await.unwrap().json().await.unwrap();
    let listed: Vec<(String, String, u64)> = listed["data"].as_array().unwrap().iter().map(|i| (i["id"].as_str().unwrap().into(), i["name"].as_str().unwrap().into(), i["size"].as_u64().unwrap())).collect();
    for (id, hash) in &acked {
        assert!(listed.iter().any(|(l, _, _)| l == id), "acknowledged upload {id} is listed");
        let body = session.http.get(format!("{}/api/cbox/items/{id}/download", session.base)).send().await.unwrap().bytes().await.unwrap();
        assert_eq!(&sha(&body), hash, "acknowledged upload {id} has its SHA-256");
    }
    for (id, name, size) in &listed {
        let i: usize = name.trim_start_matches("parte-").trim_end_matches(".pdf").parse().unwrap();
        let expected = data(i);
        assert_eq!(*size, expected.len() as u64, "{name} is whole");
        let body = session.http.get(format!("{}/api/cbox/items/{id}/download", session.base)).send().await.unwrap().bytes().await.unwrap();
        assert_eq!(sha(&body), sha(&expected), "{name} is whole and intact");
    }
    // Every object (every file on disk, half-written ones included, for the local store) is a listed file's.
    // The demo data's own objects (the signed delivery act, the verification's signature, the concrete
    // model's IFC) are not Cbox files; the uploads of this test only ever go to Cbox.
    let mut objects: Vec<String> = backend.storage.keys("").await.unwrap();
    objects.extend(files_under(&dir.join("objects")).iter().map(|p| p.to_string_lossy().into_owned()));
    let demo = ["acts/", "verifications/", "bim/"];
    objects.retain(|o| !demo.iter().any(|d| o.starts_with(d) || o.contains(&format!("/objects/{d}"))));
    let orphans: Vec<&String> = objects.iter().filter(|o| !listed.iter().any(|(id, _, _)| o.ends_with(&format!("/{id}")))).collect();
    assert!(orphans.is_empty(), "objects no file points at: {orphans:?}");
    let expected = if backend.env.is_empty() { 2 * listed.len() } else { listed.len() };
    assert_eq!(objects.len(), expected);
    server.kill().unwrap();
    server.wait().unwrap();
    std::fs::remove_dir_all(&dir).ok();
}
