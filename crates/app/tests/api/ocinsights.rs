//! Usage insights: every authenticated request is one event, counted by module, action, project and period.

use reqwest::StatusCode;
use serde_json::json;

use crate::support::*;

fn module(body: &serde_json::Value, key: &str) -> serde_json::Value {
    body["data"]["modules"].as_array().unwrap().iter().find(|m| m["module"] == key).cloned().unwrap_or_default()
}

#[tokio::test]
async fn requests_are_counted_by_module_action_project_user_and_day() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let inspector = app.login("inspector").await;
    let project = project_id(&admin, "Edificio Los Robles").await;
    for _ in 0..3 {
        assert_eq!(admin.get("/api/billing").await.0, StatusCode::OK);
    }
    inspector.get(&format!("/api/cmanagement/tickets?projectId={project}")).await;
    admin.put("/api/benchmark/opt-in", json!({"opt_in": false})).await;
    let (status, body) = admin.get("/api/ocinsights/usage").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let u = &body["data"];
    assert_eq!(u["series"].as_array().unwrap().len(), 30, "the last 30 days, empty ones included");
    assert_eq!(module(&body, "billing")["actions"], 3, "{body}");
    assert_eq!(module(&body, "billing")["users"], 1);
    assert_eq!(module(&body, "benchmark")["actions"], 1);
    let edits = u["actions"].as_array().unwrap().iter().find(|a| a["module"] == "benchmark" && a["action"] == "edit").cloned().unwrap_or_default();
    assert_eq!(edits["count"], 1, "{u}");
    assert!(u["totals"]["active_users"].as_u64().unwrap() >= 2, "{u}");
    assert!(u["totals"]["sessions"].as_u64().unwrap() >= 2);
    let today = u["series"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(today["actions"], u["totals"]["actions"], "all of it happened today");
    let robles = u["projects"].as_array().unwrap().iter().find(|p| p["project_id"] == project.as_str()).cloned().unwrap_or_default();
    assert_eq!((robles["name"].as_str(), robles["users"].as_u64()), (Some("Edificio Los Robles"), Some(1)), "{u}");
    // One project only, by week (weeks start on Monday).
    let (_, body) = admin.get(&format!("/api/ocinsights/usage?granularity=week&project_id={project}")).await;
    assert_eq!(body["data"]["totals"]["active_users"], 1, "{body}");
    for p in body["data"]["series"].as_array().unwrap() {
        let day = chrono::NaiveDate::parse_from_str(p["period"].as_str().unwrap(), "%Y-%m-%d").unwrap();
        assert_eq!(chrono::Datelike::weekday(&day), chrono::Weekday::Mon);
    }
    // Bad ranges, a foreign project, the free plan and a profile without the key.
    let (status, body) = admin.get("/api/ocinsights/usage?from=2024-01-01&to=2025-06-01").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "from"), "El periodo no puede superar 366 días.");
    assert_eq!(admin.get("/api/ocinsights/usage?from=2026-02-01&to=2026-01-01").await.0, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(admin.get("/api/ocinsights/usage?granularity=year").await.0, StatusCode::UNPROCESSABLE_ENTITY);
    let sur = app.login("admin.sur").await;
    let sur_project = project_id(&sur, "Residencial Jardim Sul").await;
    assert_eq!(admin.get(&format!("/api/ocinsights/usage?project_id={sur_project}")).await.0, StatusCode::NOT_FOUND);
    assert_eq!(sur.get("/api/ocinsights/usage").await.0, StatusCode::FORBIDDEN);
    assert_eq!(app.login("contratista").await.get("/api/ocinsights/usage").await.0, StatusCode::FORBIDDEN);
    // Another company's events never count here.
    let before = admin.get("/api/ocinsights/usage").await.1["data"]["totals"]["actions"].as_u64().unwrap();
    for _ in 0..5 {
        sur.get("/api/billing").await;
    }
    let after = admin.get("/api/ocinsights/usage").await.1["data"]["totals"]["actions"].as_u64().unwrap();
    assert_eq!(after, before + 1, "only the admin's own last request");
}

#[tokio::test]
async fn the_figures_export_as_a_workbook() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    admin.get("/api/billing").await;
    let res = admin.http.get(format!("{}/api/ocinsights/usage.xlsx", admin.base)).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    assert!(res.headers()["content-disposition"].to_str().unwrap().contains(".xlsx"));
    let bytes = res.bytes().await.unwrap();
    assert!(bytes.starts_with(b"PK"), "a zip container");
    let mut book: calamine::Xlsx<_> = calamine::open_workbook_from_rs(std::io::Cursor::new(bytes.to_vec())).unwrap();
    let sheet = calamine::Reader::worksheet_range(&mut book, "Módulos").unwrap();
    assert!(sheet.rows().any(|r| r[0] == "Facturación"), "module names in Spanish");
}

#[tokio::test]
async fn events_older_than_the_kept_days_are_swept_and_newer_ones_stay() {
    use sea_orm::{ConnectionTrait, DbBackend, Statement};
    let app = spawn().await;
    let admin = app.login("admin").await;
    admin.get("/api/billing").await;
    let db = &app.state.db;
    let backend = db.get_database_backend();
    let p = |n: usize| if backend == DbBackend::Postgres { format!("${n}") } else { "?".into() };
    let copy = format!("INSERT INTO usage_events (id, company_id, user_id, project_id, session, module, action, at) SELECT {}, company_id, user_id, project_id, session, module, action, {} FROM usage_events WHERE module = 'billing' AND at > {}", p(1), p(2), p(3));
    app.state.usage.flush().await;
    for days in [401, 10] {
        let at = chrono::Utc::now() - chrono::Duration::days(days);
        let recent = chrono::Utc::now() - chrono::Duration::hours(1);
        db.execute_raw(Statement::from_sql_and_values(backend, copy.clone(), [uuid::Uuid::now_v7().into(), at.into(), recent.into()])).await.unwrap();
    }
    let count = || async { db.query_one_raw(Statement::from_string(backend, "SELECT COUNT(*) AS n FROM usage_events WHERE module = 'billing'".to_string())).await.unwrap().unwrap().try_get::<i64>("", "n").unwrap() };
    assert_eq!(count().await, 3);
    platform::maintenance::sweep(db, &app.state.config).await.unwrap();
    assert_eq!(count().await, 2, "the 401-day-old event went");
    let (_, body) = admin.get(&format!("/api/ocinsights/usage?from={}", (chrono::Utc::now() - chrono::Duration::days(20)).date_naive())).await;
    assert_eq!(module(&body, "billing")["actions"], 2, "{body}");
}
