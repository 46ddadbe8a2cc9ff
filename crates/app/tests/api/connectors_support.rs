//! Servers the connector tests talk to: a scripted HTTP fake that records what it gets (the CRM, the
//! construction-management OAuth, the HR system) and a real WebDAV server (WsgiDAV, started here).

use std::{
    path::PathBuf,
    process::{Child, Command, Stdio},
    sync::{Arc, Mutex},
};

use axum::{body::Bytes, extract::State, http::{HeaderMap, Method, StatusCode, Uri}, Router};
use serde_json::Value;

/// (method, path, headers, body) of each request.
pub type Seen = Arc<Mutex<Vec<(String, String, HeaderMap, String)>>>;
/// Answers a request: (status, JSON body) for (method, path).
pub type Script = Arc<Mutex<Box<dyn Fn(&str, &str) -> (u16, Value) + Send>>>;

pub struct Fake {
    pub base: String,
    pub seen: Seen,
    pub script: Script,
}

impl Fake {
    pub async fn start(script: impl Fn(&str, &str) -> (u16, Value) + Send + 'static) -> Self {
        let seen: Seen = Arc::default();
        let script: Script = Arc::new(Mutex::new(Box::new(script)));
        let app = Router::new().fallback(answer).with_state((seen.clone(), script.clone()));
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let base = format!("http://{}", listener.local_addr().unwrap());
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        Self { base, seen, script }
    }

    pub fn script(&self, script: impl Fn(&str, &str) -> (u16, Value) + Send + 'static) {
        *self.script.lock().unwrap() = Box::new(script);
    }

    /// The requests so far whose path starts with `prefix`, once `n` arrived.
    pub async fn wait(&self, prefix: &str, n: usize) -> Vec<(String, String, HeaderMap, String)> {
        for _ in 0..200 {
            let got: Vec<_> = self.seen.lock().unwrap().iter().filter(|r| r.1.starts_with(prefix)).cloned().collect();
            if got.len() >= n {
                return got;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        panic!("fewer than {n} requests to {prefix}");
    }
}

async fn answer(State((seen, script)): State<(Seen, Script)>, method: Method, uri: Uri, headers: HeaderMap, body: Bytes) -> (StatusCode, axum::Json<Value>) {
    seen.lock().unwrap().push((method.to_string(), uri.path().to_string(), headers, String::from_utf8_lossy(&body).into_owned()));
    let (status, body) = (script.lock().unwrap())(method.as_str(), uri.path());
    (StatusCode::from_u16(status).unwrap(), axum::Json(body))
}

/// A WsgiDAV server on a free port serving `root` to the user `obra` / `clave-dav`.
pub struct WebDav {
    pub url: String,
    pub root: PathBuf,
    child: Child,
}

impl WebDav {
    pub async fn start() -> Self {
        let root = std::env::temp_dir().join(format!("obra-dav-{}", uuid::Uuid::now_v7().simple()));
        std::fs::create_dir_all(&root).unwrap();
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let config = root.with_extension("yaml");
        std::fs::write(&config, format!(
            "host: 127.0.0.1\nport: {port}\nprovider_mapping:\n  '/': '{}'\nhttp_authenticator:\n  accept_basic: true\n  accept_digest: false\n  default_to_digest: false\nsimple_dc:\n  user_mapping:\n    '*':\n      obra:\n        password: clave-dav\nverbose: 0\nlogging:\n  enable: false\n",
            root.display()
        ))
        .unwrap();
        let child = Command::new("wsgidav")
            .arg("--config")
            .arg(&config)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("wsgidav on PATH (pip install wsgidav cheroot): the WebDAV connector is tested against a real server");
        let url = format!("http://127.0.0.1:{port}/");
        for _ in 0..100 {
            if tokio::net::TcpStream::connect(("127.0.0.1", port)).await.is_ok() {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        Self { url, root, child }
    }
}

impl Drop for WebDav {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.root);
    }
}
