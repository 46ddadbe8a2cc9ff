//! Billing: the company's plan, seats, modules and invoices; the provider's plan changes, trial extensions,
//! blocking and invoices; tenancy of invoices.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::support::*;

async fn company_id(staff: &Client, name: &str) -> String {
    let (status, body) = staff.get("/api/admin/companies").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["data"].as_array().unwrap().iter().find(|c| c["name"] == name).map(|c| c["id"].as_str().unwrap().to_string()).unwrap()
}

pub async fn bytes(client: &Client, path: &str) -> (StatusCode, Vec<u8>) {
    let res = client.http.get(format!("{}{path}", client.base)).send().await.unwrap();
    (res.status(), res.bytes().await.unwrap().to_vec())
}

#[tokio::test]
async fn the_company_sees_its_plan_seats_and_modules_and_the_free_plan_still_reaches_billing() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let (status, body) = admin.get("/api/billing").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let b = &body["data"];
    assert_eq!((b["plan"].as_str(), b["effective_plan"].as_str()), (Some("trial"), Some("trial")));
    let left = b["trial_days_left"].as_i64().unwrap();
    assert!((29..=30).contains(&left), "{left}");
    assert!(b["seats"]["used"].as_u64().unwrap() >= 5, "{b}");
    assert_eq!(b["seats"]["max"], 50);
    assert!(b["modules"].as_array().unwrap().iter().all(|m| m["included"] == true), "a trial includes every module");
    assert!(!b["modules"].to_string().contains("tiinsights"));
    // An expired trial is the free plan: only Cbox, Cmanagement and billing stay.
    app.exec("UPDATE companies SET trial_ends_at = '2020-01-01 00:00:00+00:00' WHERE name = 'Constructora Andes'").await;
    let b = admin.get("/api/billing").await.1["data"].clone();
    assert_eq!((b["plan"].as_str(), b["effective_plan"].as_str(), b["trial_days_left"].clone()), (Some("trial"), Some("free"), Value::Null));
    let included: Vec<&str> = b["modules"].as_array().unwrap().iter().filter(|m| m["included"] == true).map(|m| m["module"].as_str().unwrap()).collect();
    assert_eq!(included, ["cbox", "cmanagement", "billing"]);
    // The upgrade request shows while it is open.
    assert_eq!(admin.post("/api/activation-requests", json!({"kind": "upgrade", "module": "billing"})).await.0, StatusCode::CREATED);
    assert_eq!(admin.get("/api/billing").await.1["data"]["upgrade_request"]["status"], "sent");
    // A profile without the key does not see billing.
    assert_eq!(app.login("contratista").await.get("/api/billing").await.0, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn provider_staff_change_plans_extend_trials_and_block_companies_and_nobody_else_can() {
    let app = spawn().await;
    let staff = app.login("soporte").await;
    let sur = company_id(&staff, "Inmobiliaria Sur").await;
    let admin = app.login("admin").await;
    assert_eq!(admin.get("/api/admin/companies").await.0, StatusCode::FORBIDDEN);
    assert_eq!(admin.put(&format!("/api/admin/companies/{sur}/plan"), json!({"plan": "full"})).await.0, StatusCode::FORBIDDEN);
    // Plan: validated, then applied and audited.
    let (status, body) = staff.put(&format!("/api/admin/companies/{sur}/plan"), json!({"plan": "gold"})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(!field_error(&body, "plan").is_empty());
    let (status, body) = staff.put(&format!("/api/admin/companies/{sur}/plan"), json!({"plan": "trial", "trial_ends_at": "2020-01-01T00:00:00Z"})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "a trial cannot end in the past: {body}");
    let (status, body) = staff.put(&format!("/api/admin/companies/{sur}/plan"), json!({"plan": "trial"})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!((body["data"]["effective_plan"].as_str(), body["data"]["trial_days_left"].as_i64()), (Some("trial"), Some(30)));
    let sur_admin = app.login("admin.sur").await;
    assert_eq!(sur_admin.get("/api/billing").await.1["data"]["effective_plan"], "trial");
    // Trial extension: 1 to 365 days, added to the running trial.
    for days in [json!(0), json!(366), Value::Null] {
        let (status, body) = staff.post(&format!("/api/admin/companies/{sur}/trial-extension"), json!({"days": days})).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{days}: {body}");
        assert!(!field_error(&body, "days").is_empty());
    }
    let (_, body) = staff.post(&format!("/api/admin/companies/{sur}/trial-extension"), json!({"days": 10})).await;
    assert_eq!(body["data"]["trial_days_left"].as_i64(), Some(40), "{body}");
    // Blocking ends the company's sessions at their next request; unblocking lets it back in.
    let (status, body) = staff.put(&format!("/api/admin/companies/{sur}/blocked"), json!({"blocked": true})).await;
    assert_eq!((status, body["data"]["blocked"].clone()), (StatusCode::OK, json!(true)));
    assert_eq!(sur_admin.get("/api/billing").await.0, StatusCode::UNAUTHORIZED);
    let (status, _) = app.client().await.post("/login", json!({"username": "admin.sur", "password": PASSWORD})).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    staff.put(&format!("/api/admin/companies/{sur}/blocked"), json!({"blocked": false})).await;
    assert_eq!(app.login("admin.sur").await.get("/api/billing").await.0, StatusCode::OK);
    // The provider cannot block itself; an unknown company is 404.
    let obra = company_id(&staff, "Obra").await;
    let (status, body) = staff.put(&format!("/api/admin/companies/{obra}/blocked"), json!({"blocked": true})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(staff.put(&format!("/api/admin/companies/{}/plan", uuid::Uuid::now_v7()), json!({"plan": "full"})).await.0, StatusCode::NOT_FOUND);
    let actions = audit_actions(&app, &sur).await;
    for action in ["company.plan", "company.trial_extension", "company.block", "company.unblock"] {
        assert!(actions.iter().any(|a| a == action), "{action} in {actions:?}");
    }
}

#[tokio::test]
async fn invoices_are_issued_by_the_provider_as_pdf_and_read_only_by_their_company() {
    let app = spawn().await;
    let staff = app.login("soporte").await;
    let andes = company_id(&staff, "Constructora Andes").await;
    let path = format!("/api/admin/companies/{andes}/invoices");
    let (status, body) = staff.post(&path, json!({"period_start": "2026-11-30", "period_end": "2026-11-01", "amount_cents": 0, "currency": "EUR"})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    for field in ["period_end", "amount_cents", "currency"] {
        assert!(!field_error(&body, field).is_empty(), "{field}: {body}");
    }
    let (status, body) = staff.post(&path, json!({"period_start": "2026-11-01", "period_end": "2026-11-30", "amount_cents": 125_000_000, "currency": "CLP"})).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let invoice = body["data"].clone();
    assert!(invoice["number"].as_str().unwrap().starts_with("OB-"), "{invoice}");
    assert_eq!((invoice["plan"].as_str(), invoice["status"].as_str()), (Some("trial"), Some("issued")));
    let id = invoice["id"].as_str().unwrap();
    // The company sees it and downloads its PDF; another company's staff do not.
    let admin = app.login("admin").await;
    let b = admin.get("/api/billing").await.1["data"].clone();
    assert_eq!(b["invoices"][0]["id"], invoice["id"]);
    let (status, pdf) = bytes(&admin, &format!("/api/billing/invoices/{id}/pdf")).await;
    assert_eq!(status, StatusCode::OK);
    assert!(pdf.starts_with(b"%PDF"), "a PDF");
    let sur = app.login("admin.sur").await;
    assert_eq!(sur.get(&format!("/api/billing/invoices/{id}/pdf")).await.0, StatusCode::NOT_FOUND);
    assert!(sur.get("/api/billing").await.1["data"]["invoices"].as_array().unwrap().is_empty());
    let (status, pdf) = bytes(&staff, &format!("/api/billing/invoices/{id}/pdf")).await;
    assert!(status == StatusCode::OK && pdf.starts_with(b"%PDF"), "the provider's staff read it too");
    // Status: paid, refused values, and the list of the company's invoices.
    assert_eq!(staff.put(&format!("/api/admin/invoices/{id}/status"), json!({"status": "lost"})).await.0, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(admin.put(&format!("/api/admin/invoices/{id}/status"), json!({"status": "paid"})).await.0, StatusCode::FORBIDDEN);
    assert_eq!(staff.put(&format!("/api/admin/invoices/{id}/status"), json!({"status": "paid"})).await.1["data"]["status"], "paid");
    let listed = staff.get(&path).await.1;
    assert_eq!(listed["data"].as_array().unwrap().len(), 1);
    assert_eq!(listed["data"][0]["status"], "paid");
}
