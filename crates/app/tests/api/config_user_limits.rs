//! User limits per company, project group and project; the request for more users.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::{
    config_users::{named, new_user, user},
    support::*,
};

async fn set_limits(app: &TestApp, admin: &Client, limits: Value) {
    let (_, me) = admin.get("/api/me").await;
    let company = me["data"]["company"]["id"].as_str().unwrap().to_string();
    let (status, body) = app.login("soporte").await.put(&format!("/api/admin/companies/{company}/user-limits"), limits).await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

async fn group_id(admin: &Client) -> String {
    admin.get("/api/user-limits").await.1["data"]["groups"][0]["id"].as_str().unwrap().to_string()
}

#[tokio::test]
async fn the_limits_overview_counts_active_users_per_scope() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let (status, body) = admin.get("/api/user-limits").await;
    assert_eq!(status, StatusCode::OK);
    let d = &body["data"];
    assert_eq!((d["company"]["max"].as_i64(), d["company"]["active"].as_u64()), (Some(50), Some(5)));
    assert_eq!((d["groups"][0]["name"].as_str(), d["groups"][0]["max"].as_i64(), d["groups"][0]["active"].as_u64()), (Some("Región Metropolitana"), Some(30), Some(4)));
    let torre = d["projects"].as_array().unwrap().iter().find(|p| p["name"] == "Torre Central").unwrap();
    assert_eq!(torre["active"], 2);
    assert!(d["open_request"].is_null());
}

#[tokio::test]
async fn the_company_limit_refuses_a_new_user_in_both_languages_and_writes_nothing() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    set_limits(&app, &admin, json!({"company": 5})).await;
    let body = new_user(&admin, "marcela.rojas").await;
    let (status, answer) = admin.post("/api/users", body.clone()).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!((answer["code"].as_str(), answer["message"].as_str(), answer["detail"].as_str()), (Some("user_limit"), Some("Se alcanzó el límite de usuarios activos"), Some("Empresa: máximo 5 usuarios activos.")));
    let (_, answer) = app.login("admin").await.lang("pt-BR").post("/api/users", body.clone()).await;
    assert_eq!(answer["message"], "O limite de usuários ativos foi atingido");
    assert!(user(&admin, "marcela.rojas").await.is_null(), "no half-written user");
    // Room is made by deactivating someone; then the user fits, and re-enabling the other is refused.
    let sin = user(&admin, "sin.proyectos").await;
    assert_eq!(admin.put(&format!("/api/users/{}/enabled", sin["id"].as_str().unwrap()), json!({"enabled": false, "version": sin["version"]})).await.0, StatusCode::OK);
    assert_eq!(admin.post("/api/users", body).await.0, StatusCode::CREATED);
    let (status, answer) = admin.put(&format!("/api/users/{}/enabled", sin["id"].as_str().unwrap()), json!({"enabled": true, "version": 2})).await;
    assert_eq!((status, answer["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("user_limit")));
    assert_eq!(user(&admin, "sin.proyectos").await["enabled"], false);
}

#[tokio::test]
async fn project_and_group_limits_refuse_edits_and_mass_edits_that_add_users() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let torre = project_id(&admin, "Torre Central").await;
    let robles = project_id(&admin, "Edificio Los Robles").await;
    set_limits(&app, &admin, json!({"projects": [{"id": torre, "max": 2}], "groups": [{"id": group_id(&admin).await, "max": 4}]})).await;
    let contractor = user(&admin, "contratista").await;
    let (status, answer) = admin.post("/api/users/bulk", json!({"ids": [contractor["id"]], "project_ids": [torre]})).await;
    assert_eq!((status, answer["detail"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("Proyecto Torre Central: máximo 2 usuarios activos.")));
    assert_eq!(user(&admin, "contratista").await["projects"][0]["name"], "Edificio Los Robles", "the mass edit rolled back");
    let sin = user(&admin, "sin.proyectos").await;
    let mut body = json!({
        "first_name": sin["first_name"], "last_name": sin["last_name"], "username": sin["username"], "email": sin["email"],
        "position_id": sin["position"]["id"], "profile_id": sin["profile"]["id"], "project_ids": [robles], "version": sin["version"],
    });
    let (status, answer) = admin.put(&format!("/api/users/{}", sin["id"].as_str().unwrap()), body.clone()).await;
    assert_eq!((status, answer["detail"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("Grupo de proyectos Región Metropolitana: máximo 4 usuarios activos.")));
    body["project_ids"] = json!([project_id(&admin, "Condominio Vista Cordillera").await, torre]);
    assert_eq!(admin.put(&format!("/api/users/{}", sin["id"].as_str().unwrap()), body).await.1["code"], "user_limit");
    assert!(user(&admin, "sin.proyectos").await["projects"].as_array().unwrap().is_empty());
    let mut fresh = new_user(&admin, "marcela.rojas").await;
    fresh["project_ids"] = json!([robles]);
    assert_eq!(admin.post("/api/users", fresh).await.1["code"], "user_limit");
}

#[tokio::test]
async fn more_users_can_be_requested_and_the_requester_sees_the_state() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let (status, body) = admin.post("/api/activation-requests", json!({"kind": "users", "message": "Necesitamos 10 usuarios más para Torre Central."})).await;
    assert_eq!((status, body["data"]["kind"].as_str(), body["data"]["module"].clone()), (StatusCode::CREATED, Some("users"), Value::Null));
    let (status, body) = admin.post("/api/activation-requests", json!({"kind": "users"})).await;
    assert_eq!((status, field_error(&body, "module")), (StatusCode::UNPROCESSABLE_ENTITY, "Ya existe una solicitud de más usuarios en curso.".into()));
    let (_, limits) = admin.get("/api/user-limits").await;
    assert_eq!(limits["data"]["open_request"]["status"], "sent");
    let mail = app.sent_mail().await;
    assert!(mail.iter().any(|(_, _, text)| text.contains("Necesitamos 10 usuarios más")), "{mail:?}");
    let soporte = app.login("soporte").await;
    let (_, notices) = soporte.get("/api/notifications").await;
    assert!(notices["data"].as_array().unwrap().iter().any(|n| n["body"].as_str().unwrap_or_default().contains("Constructora Andes")), "{notices}");
}

#[tokio::test]
async fn only_the_provider_sets_limits_and_they_are_checked() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let (_, me) = admin.get("/api/me").await;
    let path = format!("/api/admin/companies/{}/user-limits", me["data"]["company"]["id"].as_str().unwrap());
    assert_eq!(admin.put(&path, json!({"company": 100})).await.0, StatusCode::FORBIDDEN);
    let soporte = app.login("soporte").await;
    let (status, body) = soporte.put(&path, json!({"company": 0})).await;
    assert_eq!((status, field_error(&body, "company")), (StatusCode::UNPROCESSABLE_ENTITY, "El valor mínimo es 1.".into()));
    let foreign = project_id(&app.login("admin.sur").await, "Residencial Jardim Sul").await;
    let (status, _) = soporte.put(&path, json!({"company": 50, "projects": [{"id": foreign, "max": 3}]})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(admin.get("/api/user-limits").await.1["data"]["company"]["max"], 50, "refused as a whole");
    let (status, body) = soporte.put(&path, json!({"company": null})).await;
    assert_eq!((status, body["data"]["company"]["max"].clone()), (StatusCode::OK, Value::Null));
    let _ = named;
}
