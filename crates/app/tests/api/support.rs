//! Test harness: spawns the app, gives signed-in clients, reads the outbox.

#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

mod template;

use std::{net::SocketAddr, path::PathBuf, sync::Arc, time::Duration};

use platform::{
    config::{Config, S3Config},
    events::Events,
    mail::Mailer,
    storage::Storage,
    throttle::Throttle,
    AppState,
};
use reqwest::{cookie::CookieStore, Method, StatusCode};
use sea_orm::{ConnectionTrait, Database, Statement};
use serde_json::{json, Value};

pub const PASSWORD: &str = "obra-demo";

pub struct TestApp {
    pub base: String,
    pub state: AppState,
    pub dir: PathBuf,
}

fn postgres_server() -> Option<String> {
    std::env::var("OBRA_TEST_POSTGRES").ok().filter(|v| !v.is_empty())
}

/// On PostgreSQL, the SQL editor's login: the role `obra_reader` (made once per server; trust authentication
/// lets it in) on the test's database.
async fn reader_url(database_url: &str) -> Option<String> {
    let mut url = url::Url::parse(database_url).ok().filter(|u| u.scheme().starts_with("postgres"))?;
    let db = Database::connect(database_url).await.expect("postgres reachable");
    // Tests start at once: another may have made the role between the check and the creation.
    let _ = db.execute_unprepared("DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'obra_reader') THEN CREATE ROLE obra_reader LOGIN; END IF; END $$").await;
    db.close().await.ok();
    url.set_username("obra_reader").ok()?;
    Some(url.to_string())
}

/// A fresh app with the demo data loaded.
pub async fn spawn() -> TestApp {
    spawn_with(|_| {}).await
}

pub async fn spawn_with(tune: impl FnOnce(&mut Config)) -> TestApp {
    let _ = rustls::crypto::ring::default_provider().install_default();
    let dir = std::env::temp_dir().join(format!("obra-test-{}", uuid::Uuid::now_v7().simple()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut config = Config::from_env();
    config.data_dir = dir.clone();
    config.database_url = template::copy_into(&dir, postgres_server().as_deref()).await;
    config.smtp_url = None;
    config.secure_cookies = false;
    config.public_url = "http://obra.test".into();
    config.login_attempts = 5;
    config.demo_model = false;
    config.sql_reader_url = reader_url(&config.database_url).await;
    tune(&mut config);
    let config = Arc::new(config);
    let db = platform::db::connect(&config.database_url).await.unwrap();
    if let Some(reader) = &config.sql_reader_url {
        app::tiinsights::sql::postgres::grant(&db, reader).await.unwrap();
    }
    let events = events_for(&config).await;
    let storage = test_storage(&config).await;
    let usage = platform::usage::Usage::start(db.clone());
    let state = AppState { db, mailer: Mailer::new(config.clone()), throttle: Arc::new(Throttle::new(config.login_attempts)), events, storage, usage, config };
    app::spawn_workers(&state);
    let base = serve(state.clone()).await;
    TestApp { base, state, dir }
}

/// The local store in the test's folder, or a fresh bucket on the S3 server named by `OBRA_TEST_S3`
/// (`http://127.0.0.1:PORT`, any access key).
async fn test_storage(config: &Config) -> Storage {
    match std::env::var("OBRA_TEST_S3").ok().filter(|v| !v.is_empty()) {
        Some(endpoint) => {
            let bucket = format!("obra-t-{}", uuid::Uuid::now_v7().simple());
            let res = reqwest::Client::new().put(format!("{endpoint}/{bucket}")).send().await.expect("S3 server reachable");
            assert!(res.status().is_success(), "create bucket: {}", res.status());
            let s3 = S3Config { bucket, endpoint: Some(endpoint), region: "us-east-1".into(), access_key_id: Some("obra".into()), secret_access_key: Some("obra-secret".into()) };
            let storage = Storage::from_config(&Config { s3: Some(s3), ..config.clone() }).unwrap();
            // The demo's files, copied from the template into the test's folder, into the bucket under the same keys.
            for (key, path) in template::files(&config.objects_dir()) {
                storage.put_bytes(&key, std::fs::read(path).unwrap()).await.unwrap();
            }
            storage
        }
        None => Storage::from_config(config).unwrap(),
    }
}

async fn events_for(config: &Config) -> Events {
    match &config.nats_url {
        Some(url) => Events::connect(url, &format!("obra.test.{}", config.data_dir.file_name().unwrap().to_string_lossy())).await.unwrap(),
        None => Events::default(),
    }
}

async fn serve(state: AppState) -> String {
    let service = app::http::build(state, axum::Router::new());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        axum::serve(listener, service.into_make_service_with_connect_info::<SocketAddr>()).await.unwrap();
    });
    format!("http://{addr}")
}

impl TestApp {
    /// A second instance on the same database with its own events (through NATS when configured), as behind a
    /// load balancer.
    pub async fn second_instance(&self) -> TestApp {
        let config = self.state.config.clone();
        let state = AppState { events: events_for(&config).await, throttle: Arc::new(Throttle::new(config.login_attempts)), ..self.state.clone() };
        TestApp { base: serve(state.clone()).await, state, dir: self.dir.clone() }
    }

    /// A browser-like client with its own cookie jar and the XSRF token.
    pub async fn client(&self) -> Client {
        self.client_in("es").await
    }

    pub async fn client_in(&self, lang: &str) -> Client {
        let jar = Arc::new(reqwest::cookie::Jar::default());
        let http = reqwest::Client::builder().cookie_provider(jar.clone()).redirect(reqwest::redirect::Policy::none()).build().unwrap();
        let res = http.get(format!("{}/csrf-cookie", self.base)).send().await.unwrap();
        assert_eq!(res.status(), StatusCode::NO_CONTENT);
        let mut client = Client { http, base: self.base.clone(), xsrf: String::new(), lang: lang.into(), jar };
        client.xsrf = client.cookie("XSRF-TOKEN").unwrap();
        client
    }

    /// A client signed in as one of the demo users.
    pub async fn login(&self, username: &str) -> Client {
        let client = self.client().await;
        let (status, body) = client.post("/login", json!({"username": username, "password": PASSWORD})).await;
        assert_eq!(status, StatusCode::OK, "login {username}: {body}");
        client
    }

    /// E-mails sent so far as (to, subject, text), after one delivery pass. Without SMTP the worker writes each
    /// one to `data/outbox/` as an `.eml` file; the check that every sent row has its file is part of this.
    pub async fn sent_mail(&self) -> Vec<(String, String, String)> {
        use platform::entities::email_outbox;
        use sea_orm::{EntityTrait, QueryOrder};
        self.state.mailer.drain(&self.state.db).await.unwrap();
        let rows = email_outbox::Entity::find().order_by_asc(email_outbox::Column::CreatedAt).all(&self.state.db).await.unwrap();
        for row in &rows {
            assert_eq!(row.status, "sent", "{row:?}");
            assert!(self.state.config.outbox_dir().join(format!("{}.eml", row.id)).exists());
        }
        rows.into_iter().map(|r| (r.to_address, r.subject, r.body_text)).collect()
    }

    pub async fn exec(&self, sql: &str) {
        let db = &self.state.db;
        db.execute_raw(Statement::from_string(db.get_database_backend(), sql.to_string())).await.unwrap();
    }
}

pub struct Client {
    pub http: reqwest::Client,
    pub base: String,
    pub xsrf: String,
    pub lang: String,
    pub jar: Arc<reqwest::cookie::Jar>,
}

impl Client {
    pub async fn send(&self, method: Method, path: &str, body: Option<Value>) -> (StatusCode, Value) {
        let mut req = self.http.request(method, format!("{}{}", self.base, path)).header("Accept-Language", &self.lang).header("X-XSRF-TOKEN", &self.xsrf);
        if let Some(body) = body {
            req = req.json(&body);
        }
        let res = tokio::time::timeout(Duration::from_secs(30), req.send()).await.unwrap().unwrap();
        let status = res.status();
        let text = res.text().await.unwrap();
        (status, serde_json::from_str(&text).unwrap_or(Value::String(text)))
    }

    pub async fn get(&self, path: &str) -> (StatusCode, Value) {
        self.send(Method::GET, path, None).await
    }

    pub async fn post(&self, path: &str, body: Value) -> (StatusCode, Value) {
        self.send(Method::POST, path, Some(body)).await
    }

    pub async fn put(&self, path: &str, body: Value) -> (StatusCode, Value) {
        self.send(Method::PUT, path, Some(body)).await
    }

    /// `POST /login` with the XSRF header, left open for tests that set headers or send malformed bodies.
    pub fn login_request(&self) -> reqwest::RequestBuilder {
        self.http.post(format!("{}/login", self.base)).header("X-XSRF-TOKEN", &self.xsrf)
    }

    pub fn lang(mut self, lang: &str) -> Self {
        self.lang = lang.into();
        self
    }

    pub fn session_cookie(&self) -> Option<String> {
        self.cookie("obra_session")
    }

    /// A cookie of the jar by name (after a `GET /csrf-cookie`, `XSRF-TOKEN` is a new one).
    pub fn cookie(&self, name: &str) -> Option<String> {
        let cookies = self.jar.cookies(&self.base.parse().unwrap())?;
        cookies.to_str().ok()?.split("; ").find_map(|c| c.strip_prefix(name)?.strip_prefix('=')).map(String::from)
    }
}

/// The first message of a field in a 422 body.
pub fn field_error(body: &Value, field: &str) -> String {
    body["errors"][field][0].as_str().unwrap_or_default().to_string()
}

/// The id of a demo project by name, as seen by a signed-in client.
pub async fn project_id(client: &Client, name: &str) -> String {
    let (_, body) = client.get("/api/projects?rowsPerPage=200").await;
    body["data"].as_array().unwrap().iter().find(|p| p["name"] == name).map(|p| p["id"].as_str().unwrap().to_string()).unwrap()
}

/// The audit actions recorded for an entity, oldest first.
pub async fn audit_actions(app: &TestApp, entity_id: &str) -> Vec<String> {
    use platform::entities::audit_log;
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
    let id = uuid::Uuid::parse_str(entity_id).unwrap();
    audit_log::Entity::find()
        .filter(audit_log::Column::EntityId.eq(id))
        .order_by_asc(audit_log::Column::CreatedAt)
        .order_by_asc(audit_log::Column::Id)
        .all(&app.state.db)
        .await
        .unwrap()
        .into_iter()
        .map(|r| r.action)
        .collect()
}
