//! Usage events (issue 19, usage insights): one row per authenticated API request (who, which module, which kind
//! of action, in which project), recorded at the API boundary without a third-party tracker. The request only
//! hands the event to a bounded channel; a background task writes batches, so recording costs a `try_send`. When
//! the channel is full the event is dropped rather than slowing the request.

use chrono::{DateTime, Utc};
use sea_orm::{ConnectionTrait, DatabaseConnection, Statement, Value};
use tokio::sync::{mpsc, oneshot};
use uuid::Uuid;

/// Events waiting for the writer at most; more are dropped.
const CAPACITY: usize = 20_000;
/// Rows per INSERT.
const BATCH: usize = 500;

/// One request of one user.
#[derive(Clone, Debug)]
pub struct Event {
    pub company_id: Uuid,
    pub user_id: Uuid,
    pub project_id: Option<Uuid>,
    /// A short, non-reversible tag of the session (distinct sessions are counted, never identified).
    pub session: String,
    pub module: String,
    pub action: &'static str,
    pub at: DateTime<Utc>,
}

enum Msg {
    Event(Event),
    Flush(oneshot::Sender<()>),
}

/// The handle requests record through; cloning shares the writer.
#[derive(Clone, Default)]
pub struct Usage {
    tx: Option<mpsc::Sender<Msg>>,
}

impl Usage {
    /// Starts the writer for `db` (needs a Tokio runtime).
    pub fn start(db: DatabaseConnection) -> Self {
        let (tx, rx) = mpsc::channel(CAPACITY);
        tokio::spawn(write_loop(db, rx));
        Self { tx: Some(tx) }
    }

    /// Hands the event to the writer; never waits.
    pub fn record(&self, event: Event) {
        if let Some(tx) = &self.tx {
            let _ = tx.try_send(Msg::Event(event));
        }
    }

    /// Waits until every event recorded before this call is written (the insights read after it).
    pub async fn flush(&self) {
        let Some(tx) = &self.tx else { return };
        let (done, wait) = oneshot::channel();
        if tx.send(Msg::Flush(done)).await.is_ok() {
            let _ = wait.await;
        }
    }
}

async fn write_loop(db: DatabaseConnection, mut rx: mpsc::Receiver<Msg>) {
    let mut batch = Vec::with_capacity(BATCH);
    let mut waiting = Vec::new();
    while let Some(first) = rx.recv().await {
        let mut next = Some(first);
        while let Some(msg) = next.take() {
            match msg {
                Msg::Event(e) => batch.push(e),
                Msg::Flush(done) => waiting.push(done),
            }
            if batch.len() < BATCH {
                next = rx.try_recv().ok();
            }
        }
        if !batch.is_empty() {
            if let Err(err) = insert(&db, &batch).await {
                tracing::warn!(error = %err, rows = batch.len(), "usage events not written");
            }
            batch.clear();
        }
        for done in waiting.drain(..) {
            let _ = done.send(());
        }
    }
}

async fn insert(db: &DatabaseConnection, rows: &[Event]) -> Result<(), sea_orm::DbErr> {
    let backend = db.get_database_backend();
    let pg = backend == sea_orm::DbBackend::Postgres;
    let mut sql = String::from("INSERT INTO usage_events (id, company_id, user_id, project_id, session, module, action, at) VALUES ");
    let mut values: Vec<Value> = Vec::with_capacity(rows.len() * 8);
    for (i, e) in rows.iter().enumerate() {
        let n = i * 8;
        let p = |k: usize| if pg { format!("${}", n + k) } else { "?".to_string() };
        sql.push_str(&format!("{}({}, {}, {}, {}, {}, {}, {}, {})", if i == 0 { "" } else { ", " }, p(1), p(2), p(3), p(4), p(5), p(6), p(7), p(8)));
        values.extend([
            Uuid::now_v7().into(),
            e.company_id.into(),
            e.user_id.into(),
            e.project_id.into(),
            e.session.clone().into(),
            e.module.clone().into(),
            e.action.to_string().into(),
            e.at.into(),
        ]);
    }
    db.execute_raw(Statement::from_sql_and_values(backend, sql, values)).await.map(|_| ())
}

/// The product module an API path belongs to (`/api/tickets/…` → cmanagement), for the usage figures.
pub fn module_of(path: &str) -> String {
    // Nested routers see the path without `/api`.
    let rest = path.strip_prefix("/api").unwrap_or(path).trim_start_matches('/');
    let rest = rest.strip_prefix("v2/").unwrap_or(rest);
    let first = rest.split(['/', '?', '.']).next().unwrap_or_default();
    let module = match first {
        "tickets" | "cmanagement" | "ticket-categories" | "ticket-fields" | "task-templates" => "cmanagement",
        "cbox" | "uploads" => "cbox",
        "concrete" => "concrete",
        "quality" => "quality",
        "verifications" => "verifications",
        "warranties" | "units" | "requests" | "unit-types" | "deliveries" => "warranties",
        "models" | "bim" => "bim",
        "billing" => "billing",
        "ocinsights" => "ocinsights",
        "tiinsights" => "tiinsights",
        "benchmark" => "benchmark",
        "notifications" | "projects" | "me" | "events" | "home" => "home",
        "" => "home",
        _ => "config",
    };
    module.to_string()
}

/// The kind of action an HTTP method stands for.
pub fn action_of(method: &axum::http::Method) -> &'static str {
    match *method {
        axum::http::Method::POST => "create",
        axum::http::Method::PUT | axum::http::Method::PATCH => "edit",
        axum::http::Method::DELETE => "delete",
        _ => "view",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_map_to_the_modules_of_the_sidebar() {
        assert_eq!(module_of("/api/tickets/1/tasks"), "cmanagement");
        assert_eq!(module_of("/api/v2/cbox/folders"), "cbox");
        assert_eq!(module_of("/api/quality/activities"), "quality");
        assert_eq!(module_of("/api/ocinsights/usage.xlsx"), "ocinsights");
        assert_eq!(module_of("/api/profiles"), "config");
        assert_eq!(module_of("/billing"), "billing");
        assert_eq!(module_of("/api/notifications"), "home");
        assert_eq!(action_of(&axum::http::Method::DELETE), "delete");
        assert_eq!(action_of(&axum::http::Method::GET), "view");
    }
}
