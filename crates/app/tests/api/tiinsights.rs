//! Technical insights: staff only (404 to everybody else); the SQL editor reads and can never write; the log,
//! resources and backups with their restore drill.

use reqwest::StatusCode;
use serde_json::json;

use crate::support::*;

/// Every statement here is refused (422 on `sql`) and leaves the data as it was, on either engine.
const ATTEMPTS: &[&str] = &[
    "UPDATE users SET first_name = 'x'",
    "DELETE FROM users",
    "INSERT INTO positions (id, company_id, name) VALUES ('a', 'b', 'c')",
    "DROP TABLE users",
    "ALTER TABLE users ADD COLUMN x integer",
    "CREATE TABLE x (a integer)",
    "CREATE INDEX ix ON users (first_name)",
    "TRUNCATE users",
    "PRAGMA query_only = 0",
    "PRAGMA writable_schema = 1",
    "PRAGMA journal_mode = DELETE",
    "ATTACH DATABASE '/tmp/obra-x.db' AS x",
    "DETACH DATABASE main",
    "VACUUM",
    "VACUUM INTO '/tmp/obra-leak.db'",
    "REINDEX",
    "ANALYZE",
    "BEGIN; DELETE FROM users; COMMIT",
    "SELECT 1; DELETE FROM users",
    "select 1;\nupdate users set enabled = false",
    "SELECT ';'; DELETE FROM users",
    "SELECT 1 /* ; */; DELETE FROM users",
    "select * from users; -- fine\n drop table users",
    "VALUES (1); DELETE FROM users",
    "WITH d AS (DELETE FROM users RETURNING *) SELECT * FROM d",
    "WITH u AS (UPDATE users SET first_name = 'x' RETURNING id) SELECT count(*) FROM u",
    "with i as (insert into positions (id, company_id, name) values ('x', 'y', 'z') returning *) select * from i",
    "SELECT * INTO users_copy FROM users",
    "CREATE TEMP TABLE t AS SELECT 1",
    "SET default_transaction_read_only = off",
    "SET ROLE postgres",
    "RESET ROLE",
    "SET SESSION AUTHORIZATION postgres",
    "SELECT set_config('default_transaction_read_only', 'off', false)",
    "SELECT set_config('role', 'postgres', true), 1",
    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity",
    "SELECT pg_cancel_backend(1)",
    "SELECT pg_reload_conf()",
    "SELECT lo_import('/etc/passwd')",
    "SELECT lo_create(0)",
    "SELECT lo_unlink(1)",
    "SELECT pg_read_file('/etc/passwd')",
    "SELECT nextval('obra_seq')",
    "SELECT pg_advisory_lock(1)",
    "SELECT pg_notify('canal', 'x')",
    "SELECT load_extension('/tmp/obra.so')",
    "SELECT writefile('/tmp/obra-x', 'y')",
    "SELECT query_to_xml('delete from users', true, true, '')",
    "COPY users TO '/tmp/users.csv'",
    "COPY (SELECT 1) TO PROGRAM 'touch /tmp/obra-pwned'",
    "DO $$ BEGIN DELETE FROM users; END $$",
    "CALL obra_proc()",
    "LOCK TABLE users",
    "GRANT ALL ON users TO public",
    "REVOKE ALL ON users FROM public",
    "CREATE FUNCTION f() RETURNS integer AS 'select 1' LANGUAGE sql",
    "REPLACE INTO positions (id) VALUES ('x')",
    "INSERT OR REPLACE INTO positions (id) VALUES ('x')",
    "INSERT INTO positions (id) VALUES ('x') ON CONFLICT DO NOTHING",
    "-- a comment first\nDELETE FROM users",
    "/* SELECT */ DELETE FROM users",
    "EXPLAIN ANALYZE DELETE FROM users",
    "EXPLAIN DELETE FROM users",
    "SAVEPOINT a",
    "RELEASE a",
    "ROLLBACK",
    "COMMIT",
    "PREPARE p AS DELETE FROM users",
    "EXECUTE p",
    "LISTEN canal",
    "NOTIFY canal, 'x'",
    "REFRESH MATERIALIZED VIEW v",
    "CLUSTER users",
    "DISCARD ALL",
    "CHECKPOINT",
    "SELECT * FROM users FOR UPDATE",
    "ＤＥＬＥＴＥ FROM users",
    "with recursive r(n) as (select 1 union all select n + 1 from r) select count(*) from r",
    "SELECT zeroblob(1000000000)",
    "SELECT length(randomblob(2000000000))",
];

/// Every table's count and sum (by name), except those any request changes (sessions, the audit and usage logs).
async fn data(app: &TestApp) -> Vec<String> {
    let sums = app::tiinsights::backup::tables::sums(&app.state.db).await.unwrap();
    sums.into_iter().filter(|t| !["sessions", "audit_log", "usage_events"].contains(&t.name.as_str())).map(|t| format!("{} {} {}", t.name, t.rows, t.sha256)).collect()
}

#[tokio::test]
async fn the_editor_reads_and_refuses_every_write_and_escape_attempt_with_nothing_changed() {
    let app = spawn().await;
    let staff = app.login("soporte").await;
    let (status, body) = staff.post("/api/tiinsights/sql", json!({"sql": "SELECT username, first_name FROM users WHERE username = 'admin';"})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["columns"], json!(["username", "first_name"]));
    assert_eq!(body["data"]["rows"][0][0], "admin");
    // Ids read as UUIDs on either engine.
    let (_, body) = staff.post("/api/tiinsights/sql", json!({"sql": "SELECT id FROM companies WHERE name = 'Constructora Andes'"})).await;
    assert!(uuid::Uuid::parse_str(body["data"]["rows"][0][0].as_str().unwrap_or_default()).is_ok(), "{body}");
    let (_, body) = staff.post("/api/tiinsights/sql", json!({"sql": "WITH n AS (SELECT count(*) AS c FROM companies) SELECT c, 1.5 AS x, NULL AS z FROM n"})).await;
    assert_eq!(body["data"]["rows"][0][1], 1.5, "{body}");
    assert!(body["data"]["rows"][0][2].is_null());
    let before = data(&app).await;
    assert!(before.iter().any(|t| t.starts_with("users 8 ")), "{before:?}");
    let mut refused = 0;
    for sql in ATTEMPTS {
        let (status, body) = staff.post("/api/tiinsights/sql", json!({"sql": sql})).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{sql}: {body}");
        assert!(!field_error(&body, "sql").is_empty(), "{sql}: {body}");
        refused += 1;
    }
    assert!(refused >= 60, "{refused} attempts");
    assert_eq!(data(&app).await, before, "nothing changed");
    // The database's own walls, without the guard in front: the connection cannot write.
    for sql in ["DELETE FROM users", "UPDATE companies SET name = 'x'", "INSERT INTO positions (id, company_id, name) VALUES ('a', 'b', 'c')", "CREATE TABLE x (a integer)", "DROP TABLE users"] {
        assert!(app::tiinsights::sql::execute(&app.state, sql).await.is_err(), "{sql} ran");
    }
    assert_eq!(data(&app).await, before, "nothing changed");
    // A long query stops at the limit with its message; the refusal is in the reader's language.
    let (_, body) = staff.post("/api/tiinsights/sql", json!({"sql": "select 1; select 2"})).await;
    assert_eq!(field_error(&body, "sql"), "Escribe una sola consulta.");
    let (_, body) = app.login("soporte").await.lang("pt").post("/api/tiinsights/sql", json!({"sql": "update users set enabled = false"})).await;
    assert_eq!(field_error(&body, "sql"), "Somente consultas de leitura (SELECT, WITH ou VALUES) são permitidas.");
    // Secret columns never come out: NULL on SQLite, refused on PostgreSQL.
    let (status, body) = staff.post("/api/tiinsights/sql", json!({"sql": "SELECT password_hash FROM users"})).await;
    assert!(status == StatusCode::UNPROCESSABLE_ENTITY || body["data"]["rows"].as_array().unwrap().iter().all(|r| r[0].is_null()), "{body}");
    // Rows are capped at 1000.
    let (_, body) = staff.post("/api/tiinsights/sql", json!({"sql": "with recursive r(n) as (select 1 union all select n + 1 from r where n < 1500) select n from r"})).await;
    assert_eq!((body["data"]["rows"].as_array().unwrap().len(), body["data"]["truncated"].clone()), (1000, json!(true)), "{body}");
}

#[tokio::test]
async fn everything_here_is_staff_only_and_does_not_exist_for_companies() {
    let app = spawn().await;
    for user in ["admin", "admin.sur", "contratista"] {
        let client = app.login(user).await;
        for path in ["/api/tiinsights/logs", "/api/tiinsights/resources", "/api/tiinsights/dumps"] {
            assert_eq!(client.get(path).await.0, StatusCode::NOT_FOUND, "{user} {path}");
        }
        assert_eq!(client.post("/api/tiinsights/sql", json!({"sql": "select 1"})).await.0, StatusCode::NOT_FOUND);
        assert_eq!(client.post("/api/tiinsights/dumps", json!({})).await.0, StatusCode::NOT_FOUND);
    }
}

#[tokio::test]
async fn resources_show_jobs_storage_and_broker_and_the_log_is_searchable() {
    let app = spawn().await;
    let staff = app.login("soporte").await;
    let (status, body) = staff.get("/api/tiinsights/resources").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let r = &body["data"];
    assert!(["sqlite", "postgres"].contains(&r["engine"].as_str().unwrap()));
    assert_eq!(r["broker"]["connected"], true);
    assert!(r["jobs"]["by_kind"].is_array());
    // The demo's files (acts, signatures) belong to Andes.
    let andes = r["storage"].as_array().unwrap().iter().find(|s| s["name"] == "Constructora Andes").cloned().unwrap_or_default();
    assert!(andes["files"].as_u64().unwrap_or(0) > 0 && andes["bytes"].as_u64().unwrap_or(0) > 0, "{r}");
    // Lines written while serving a request carry its id (echoed in the answer) and the company.
    let res = staff.http.get(format!("{}/api/tiinsights/resources", staff.base)).header("X-Request-Id", "prueba-registro-0001").send().await.unwrap();
    assert_eq!(res.headers()["x-request-id"], "prueba-registro-0001");
    let (status, body) = staff.get("/api/tiinsights/logs?level=trace&limit=5").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert!(body["data"].as_array().unwrap().len() <= 5);
}

#[tokio::test]
async fn a_backup_is_consistent_and_its_restore_drill_finds_no_mismatch() {
    let app = spawn().await;
    let staff = app.login("soporte").await;
    let (status, body) = staff.post("/api/tiinsights/dumps", json!({})).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let dump = body["data"].clone();
    assert!(dump["tables"].as_u64().unwrap() > 50 && dump["rows"].as_u64().unwrap() > 100, "{dump}");
    assert!(dump["files"].as_u64().unwrap() > 0, "the file store's manifest");
    let listed = staff.get("/api/tiinsights/dumps").await.1;
    assert_eq!(listed["data"][0]["id"], dump["id"]);
    let res = staff.http.get(format!("{}/api/tiinsights/dumps/{}/download", staff.base, dump["id"].as_str().unwrap())).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    let zip = res.bytes().await.unwrap();
    assert_eq!(zip.len() as u64, dump["bytes"].as_u64().unwrap());
    // Changes after the backup are not in it: the drill compares with the snapshot.
    app.exec("UPDATE companies SET name = 'Cambiada' WHERE name = 'Inmobiliaria Sur'").await;
    let report = app::tiinsights::backup::drill(&zip, &app.state.config.database_url).await.unwrap();
    assert_eq!(report.mismatches, Vec::<String>::new(), "{report:?}");
    assert_eq!(report.tables as u64, dump["tables"].as_u64().unwrap());
    assert_eq!(report.rows, dump["rows"].as_u64().unwrap());
    if report.engine == "sqlite" {
        assert_eq!(report.integrity, "ok");
    }
    // A backup whose data does not match its manifest is caught, table by table.
    let tampered = with_manifest(&zip, |m| {
        let users = m["tables"].as_array_mut().unwrap().iter_mut().find(|t| t["name"] == "users").unwrap();
        users["rows"] = json!(users["rows"].as_u64().unwrap() + 1);
    });
    let report = app::tiinsights::backup::drill(&tampered, &app.state.config.database_url).await.unwrap();
    assert_eq!(report.mismatches, ["users"]);
    let mut broken = zip.to_vec();
    let unknown = staff.get(&format!("/api/tiinsights/dumps/{}/download", uuid::Uuid::now_v7())).await.0;
    assert_eq!(unknown, StatusCode::NOT_FOUND);
    broken.truncate(broken.len() / 2);
    assert!(app::tiinsights::backup::drill(&broken, &app.state.config.database_url).await.is_err(), "half a zip");
}

/// The same zip with its manifest changed by `change`.
fn with_manifest(zip: &[u8], mut change: impl FnMut(&mut serde_json::Value)) -> Vec<u8> {
    use std::io::{Read, Write};
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(zip)).unwrap();
    let mut out = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let options = zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored).large_file(true);
    for i in 0..archive.len() {
        let mut file = archive.by_index(i).unwrap();
        let name = file.name().to_string();
        let mut bytes = Vec::new();
        file.read_to_end(&mut bytes).unwrap();
        if name == "manifest.json" {
            let mut manifest: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
            change(&mut manifest);
            bytes = serde_json::to_vec(&manifest).unwrap();
        }
        out.start_file(name, options).unwrap();
        out.write_all(&bytes).unwrap();
    }
    out.finish().unwrap().into_inner()
}
