//! Runtime configuration, read once from `OBRA_*` environment variables. Every variable is listed in the README
//! and in `obra --help`.

use std::{net::SocketAddr, path::PathBuf, time::Duration};

#[derive(Clone, Debug)]
pub struct Config {
    /// Address the HTTP server binds (`OBRA_ADDR`).
    pub addr: SocketAddr,
    /// Folder for the SQLite file, local objects and the e-mail outbox (`OBRA_DATA_DIR`).
    pub data_dir: PathBuf,
    /// `sqlite://…` or `postgres://…` (`OBRA_DATABASE_URL`); SQLite in the data dir when unset.
    pub database_url: String,
    /// `smtp://host:port` or `smtps://user:pass@host` (`OBRA_SMTP_URL`); files in `data/outbox/` when unset.
    pub smtp_url: Option<String>,
    /// Sender address of every e-mail (`OBRA_MAIL_FROM`).
    pub mail_from: String,
    /// Where the provider (sales/support) receives requests (`OBRA_PROVIDER_EMAIL`).
    pub provider_email: String,
    /// Public base URL used in e-mail links (`OBRA_PUBLIC_URL`).
    pub public_url: String,
    /// Mark the session cookie `Secure` (`OBRA_SECURE_COOKIES`, default on when the public URL is https).
    pub secure_cookies: bool,
    /// A session ends after this long without a request (`OBRA_SESSION_IDLE_MINUTES`, default 480).
    pub session_idle: Duration,
    /// A session ends this long after sign-in whatever its use (`OBRA_SESSION_MAX_HOURS`, default 168).
    pub session_absolute: Duration,
    /// Failed sign-ins allowed per IP and per username in a 15-minute window (`OBRA_LOGIN_ATTEMPTS`, default 10).
    pub login_attempts: u32,
    /// NATS server that fans live events out between instances (`OBRA_NATS_URL`); in-process when unset.
    pub nats_url: Option<String>,
    /// Take the client IP from `X-Forwarded-For` (`OBRA_TRUST_PROXY=1` behind a load balancer).
    pub trust_proxy: bool,
    /// S3-compatible object storage (`OBRA_S3_BUCKET` and friends); the local folder `data/objects/` when unset.
    pub s3: Option<S3Config>,
    /// An unfinished upload untouched this long is abandoned and its parts removed (`OBRA_UPLOAD_TTL_SECS`,
    /// default 86400).
    pub upload_ttl: Duration,
    /// Where the SMTP receiver of requests by e-mail listens (`OBRA_INBOUND_SMTP_ADDR`, e.g. `0.0.0.0:2525`); off
    /// when unset.
    pub inbound_smtp: Option<SocketAddr>,
    /// The domain of the projects' request addresses, `solicitudes-<key>@<domain>` (`OBRA_INBOUND_DOMAIN`,
    /// default `obra.local`): the MX of that domain points at the receiver.
    pub inbound_domain: String,
    /// Whether the demo data includes a BIM model (the Concrete model, an IFC processed by the job worker;
    /// `OBRA_DEMO_MODEL`, default on). The API tests turn it off: each test's database would process it.
    pub demo_model: bool,
    /// Seconds before each attempt of a webhook delivery (`OBRA_WEBHOOK_RETRIES`, comma-separated; default
    /// `0,5,300,1800,7200,18000,36000,36000`, about 27.6 hours): a delivery with no success after the last one
    /// fails, and its event is disabled when none of its deliveries succeeded meanwhile.
    pub webhook_retries: Vec<u64>,
    /// Whether webhook applications of env `testing` may send to 127.0.0.1 (`OBRA_WEBHOOKS_ALLOW_LOOPBACK`, off):
    /// for test suites with a local receiver. Every other private or local address is refused regardless.
    pub webhooks_allow_loopback: bool,
    /// Requests a minute each API key may make, per instance (`OBRA_API_KEY_RATE`, default 600).
    pub api_key_rate: u32,
    /// On PostgreSQL, the connection of the read-only SQL editor (`OBRA_SQL_READER_URL`, e.g.
    /// `postgres://obra_reader@db/obra`): a login role the server grants SELECT to (secret columns left out) at
    /// start. The editor refuses to run without it. SQLite needs none: the editor opens the file read-only.
    pub sql_reader_url: Option<String>,
    /// Record usage events for usage insights (`OBRA_USAGE_EVENTS`, default on; `0` turns them off).
    pub usage_events: bool,
}

/// Svix's schedule: immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h.
const WEBHOOK_RETRIES: [u64; 8] = [0, 5, 300, 1800, 7200, 18000, 36000, 36000];

/// `OBRA_S3_BUCKET`, `OBRA_S3_ENDPOINT` (e.g. `http://127.0.0.1:9000`; AWS when unset), `OBRA_S3_REGION` (default
/// `us-east-1`), `OBRA_S3_ACCESS_KEY_ID`, `OBRA_S3_SECRET_ACCESS_KEY`.
#[derive(Clone, Debug)]
pub struct S3Config {
    pub bucket: String,
    pub endpoint: Option<String>,
    pub region: String,
    pub access_key_id: Option<String>,
    pub secret_access_key: Option<String>,
}

fn var(name: &str) -> Option<String> {
    std::env::var(name).ok().filter(|v| !v.trim().is_empty())
}

fn num(name: &str, default: u64) -> u64 {
    var(name).and_then(|v| v.parse().ok()).unwrap_or(default)
}

impl Config {
    /// Reads the environment; values that do not parse fall back to their defaults.
    pub fn from_env() -> Self {
        let data_dir = PathBuf::from(var("OBRA_DATA_DIR").unwrap_or_else(|| "./data".into()));
        let addr = var("OBRA_ADDR")
            .and_then(|a| a.parse().ok())
            .unwrap_or_else(|| SocketAddr::from(([127, 0, 0, 1], 8080)));
        let database_url = var("OBRA_DATABASE_URL")
            .unwrap_or_else(|| format!("sqlite://{}?mode=rwc", data_dir.join("obra.db").display()));
        let public_url = var("OBRA_PUBLIC_URL").unwrap_or_else(|| format!("http://{addr}"));
        let secure_default = public_url.starts_with("https://");
        Self {
            addr,
            database_url,
            smtp_url: var("OBRA_SMTP_URL"),
            mail_from: var("OBRA_MAIL_FROM").unwrap_or_else(|| "Obra <no-reply@obra.local>".into()),
            provider_email: var("OBRA_PROVIDER_EMAIL").unwrap_or_else(|| "ventas@obra.local".into()),
            secure_cookies: var("OBRA_SECURE_COOKIES").map(|v| v == "1" || v == "true").unwrap_or(secure_default),
            session_idle: Duration::from_secs(num("OBRA_SESSION_IDLE_MINUTES", 480) * 60),
            session_absolute: Duration::from_secs(num("OBRA_SESSION_MAX_HOURS", 168) * 3600),
            login_attempts: num("OBRA_LOGIN_ATTEMPTS", 10) as u32,
            nats_url: var("OBRA_NATS_URL"),
            trust_proxy: var("OBRA_TRUST_PROXY").is_some_and(|v| v == "1" || v == "true"),
            s3: var("OBRA_S3_BUCKET").map(|bucket| S3Config {
                bucket,
                endpoint: var("OBRA_S3_ENDPOINT"),
                region: var("OBRA_S3_REGION").unwrap_or_else(|| "us-east-1".into()),
                access_key_id: var("OBRA_S3_ACCESS_KEY_ID"),
                secret_access_key: var("OBRA_S3_SECRET_ACCESS_KEY"),
            }),
            upload_ttl: Duration::from_secs(num("OBRA_UPLOAD_TTL_SECS", 86_400)),
            inbound_smtp: var("OBRA_INBOUND_SMTP_ADDR").and_then(|v| v.parse().ok()),
            inbound_domain: var("OBRA_INBOUND_DOMAIN").unwrap_or_else(|| "obra.local".into()).to_lowercase(),
            demo_model: var("OBRA_DEMO_MODEL").is_none_or(|v| v != "0" && v != "false"),
            webhook_retries: var("OBRA_WEBHOOK_RETRIES")
                .and_then(|v| v.split(',').map(|s| s.trim().parse().ok()).collect::<Option<Vec<u64>>>())
                .filter(|v| !v.is_empty())
                .unwrap_or_else(|| WEBHOOK_RETRIES.to_vec()),
            api_key_rate: num("OBRA_API_KEY_RATE", 600).clamp(1, u64::from(u32::MAX)) as u32,
            webhooks_allow_loopback: var("OBRA_WEBHOOKS_ALLOW_LOOPBACK").is_some_and(|v| v == "1" || v == "true"),
            sql_reader_url: var("OBRA_SQL_READER_URL"),
            usage_events: var("OBRA_USAGE_EVENTS").is_none_or(|v| v != "0" && v != "false"),
            public_url,
            data_dir,
        }
    }

    pub fn outbox_dir(&self) -> PathBuf {
        self.data_dir.join("outbox")
    }

    pub fn objects_dir(&self) -> PathBuf {
        self.data_dir.join("objects")
    }
}
