//! The account page: own data, password change, sessions, e-mail verification, signature; notification settings
//! and received notifications by module.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::{config_users::new_user, support::*};

const PNG: &str = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

/// A new user of Constructora Andes (unverified e-mail), signed in.
async fn newcomer(app: &TestApp) -> Client {
    let admin = app.login("admin").await;
    let (status, body) = admin.post("/api/users", new_user(&admin, "marcela.rojas").await).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let client = app.client().await;
    assert_eq!(client.post("/login", json!({"username": "marcela.rojas", "password": "Obra2026x"})).await.0, StatusCode::OK);
    client
}

#[tokio::test]
async fn own_data_changes_and_a_new_email_must_be_verified_again() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let (_, body) = admin.get("/api/account").await;
    let a = &body["data"];
    assert_eq!((a["username"].as_str(), a["email_verified"].as_bool(), a["profile"].as_str()), (Some("admin"), Some(true), Some("Administrador")));
    let (status, body) = admin.put("/api/account", json!({"first_name": "Carolina", "last_name": "Vergara", "email": "carolina@constructora-andes.cl", "locale": "pt", "version": a["version"]})).await;
    assert_eq!((status, body["data"]["email_verified"].as_bool(), body["data"]["locale"].as_str()), (StatusCode::OK, Some(false), Some("pt")));
    let (_, body) = admin.put("/api/account", json!({"first_name": "", "last_name": "Vergara", "email": "inspector@constructora-andes.cl", "version": 2})).await;
    assert_eq!((field_error(&body, "first_name"), field_error(&body, "email")), ("Este campo es obligatorio.".into(), "Este valor ya está en uso.".into()));
}

#[tokio::test]
async fn a_password_change_needs_the_current_one_and_ends_other_sessions() {
    let app = spawn().await;
    let here = app.login("inspector").await;
    let elsewhere = app.login("inspector").await;
    let (_, body) = here.post("/api/account/password", json!({"current_password": "nope", "password": "Nueva2026x", "password_confirmation": "Nueva2026x"})).await;
    assert_eq!(field_error(&body, "current_password"), "La contraseña actual no es correcta.");
    let (_, body) = here.post("/api/account/password", json!({"current_password": PASSWORD, "password": "Nueva2026x", "password_confirmation": "Nueva2026y"})).await;
    assert_eq!(field_error(&body, "password_confirmation"), "Valores no coinciden");
    let (status, body) = here.post("/api/account/password", json!({"current_password": PASSWORD, "password": "Nueva2026x", "password_confirmation": "Nueva2026x"})).await;
    assert_eq!((status, body["data"].as_str()), (StatusCode::OK, Some("Contraseña actualizada.")));
    assert_eq!(here.get("/api/me").await.0, StatusCode::OK);
    assert_eq!(elsewhere.get("/api/me").await.0, StatusCode::UNAUTHORIZED);
    let client = app.client().await;
    assert_eq!(client.post("/login", json!({"username": "inspector", "password": "Nueva2026x"})).await.0, StatusCode::OK);
}

#[tokio::test]
async fn sessions_are_listed_and_each_can_be_ended() {
    let app = spawn().await;
    let here = app.login("supervisor").await;
    let elsewhere = app.login("supervisor").await;
    let (_, body) = here.get("/api/account/sessions").await;
    let list = body["data"].as_array().unwrap();
    assert_eq!(list.len(), 2);
    let other = list.iter().find(|s| s["current"] == false).unwrap()["id"].as_str().unwrap().to_string();
    assert_eq!(app.login("admin").await.send(Method::DELETE, &format!("/api/account/sessions/{other}"), None).await.0, StatusCode::NOT_FOUND, "not someone else's");
    assert_eq!(elsewhere.get("/api/me").await.0, StatusCode::OK);
    assert_eq!(here.send(Method::DELETE, &format!("/api/account/sessions/{other}"), None).await.0, StatusCode::NO_CONTENT);
    assert_eq!(elsewhere.get("/api/me").await.0, StatusCode::UNAUTHORIZED);
    assert_eq!(here.get("/api/account/sessions").await.1["data"].as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn the_signature_waits_for_a_verified_email() {
    let app = spawn().await;
    let me = newcomer(&app).await;
    let (status, body) = me.put("/api/account/signature", json!({"image": PNG})).await;
    assert_eq!((status, field_error(&body, "image")), (StatusCode::UNPROCESSABLE_ENTITY, "Verifica tu correo electrónico antes de registrar tu firma.".into()));
    let (status, body) = me.post("/api/account/email-verification", json!({})).await;
    assert_eq!((status, body["message"].as_str()), (StatusCode::OK, Some("Te enviamos un enlace de verificación por correo.")));
    let mail = app.sent_mail().await;
    let (_, subject, text) = mail.iter().find(|(to, _, _)| to == "marcela.rojas@constructora-andes.cl").unwrap();
    assert_eq!(subject, "Verifica tu correo en Obra");
    let token = text.split("token=").nth(1).unwrap().split_whitespace().next().unwrap().to_string();
    let anonymous = app.client().await;
    let (status, body) = anonymous.post("/api/email-verification/confirm", json!({"token": token})).await;
    assert_eq!((status, body["data"].as_str()), (StatusCode::OK, Some("Correo electrónico verificado.")));
    let (_, body) = anonymous.post("/api/email-verification/confirm", json!({"token": token})).await;
    assert_eq!(field_error(&body, "token"), "El enlace no es válido o ya venció: pide uno nuevo.");
    let (_, body) = me.put("/api/account/signature", json!({"image": "data:image/png;base64,SGVsbG8="})).await;
    assert_eq!(field_error(&body, "image"), "La firma debe ser una imagen PNG.");
    let (status, body) = me.put("/api/account/signature", json!({"image": PNG})).await;
    assert_eq!((status, body["data"]["has_signature"].as_bool(), body["data"]["signature_verified"].as_bool()), (StatusCode::OK, Some(true), Some(true)));
    // A new address un-verifies the signature until it is verified in turn.
    let version = me.get("/api/account").await.1["data"]["version"].clone();
    let (_, body) = me.put("/api/account", json!({"first_name": "Marcela", "last_name": "Rojas Pinto", "email": "m.rojas@constructora-andes.cl", "version": version})).await;
    assert_eq!((body["data"]["email_verified"].as_bool(), body["data"]["signature_verified"].as_bool()), (Some(false), Some(false)));
    me.post("/api/account/email-verification", json!({})).await;
    let mail = app.sent_mail().await;
    let (_, _, text) = mail.iter().rev().find(|(to, _, _)| to == "m.rojas@constructora-andes.cl").unwrap();
    let token = text.split("token=").nth(1).unwrap().split_whitespace().next().unwrap().to_string();
    assert_eq!(anonymous.post("/api/email-verification/confirm", json!({"token": token})).await.0, StatusCode::OK);
    assert_eq!(me.get("/api/account").await.1["data"]["signature_verified"], true);
    let res = me.http.get(format!("{}/api/account/signature", me.base)).send().await.unwrap();
    assert_eq!(res.headers()["content-type"], "image/png");
    assert!(res.bytes().await.unwrap().starts_with(b"\x89PNG"));
    assert_eq!(me.send(Method::DELETE, "/api/account/signature", None).await.0, StatusCode::NO_CONTENT);
    assert_eq!(me.get("/api/account").await.1["data"]["has_signature"], false);
}

#[tokio::test]
async fn notification_settings_cover_the_modules_the_user_can_open() {
    let app = spawn().await;
    let contractor = app.login("contratista").await;
    let (_, all) = contractor.get("/api/notifications?rowsPerPage=100").await;
    let seen: std::collections::BTreeSet<&str> = all["data"].as_array().unwrap().iter().map(|n| n["module"].as_str().unwrap()).collect();
    assert!(!seen.is_empty() && seen.iter().all(|m| ["home", "cmanagement"].contains(m)), "only modules the contractor can open: {seen:?}");
    let (_, body) = contractor.get("/api/notification-settings").await;
    let modules: Vec<&str> = body["data"].as_array().unwrap().iter().map(|s| s["module"].as_str().unwrap()).collect();
    assert_eq!(modules, ["home", "cmanagement"]);
    let (status, body) = contractor.put("/api/notification-settings/concrete", json!({"in_app": false, "email": false})).await;
    assert_eq!((status, body["message"].as_str()), (StatusCode::FORBIDDEN, Some("No tiene permiso para ver las notificaciones de este módulo")));
    let (status, body) = contractor.get("/api/notifications?module=concrete").await;
    assert_eq!((status, body["message"].as_str()), (StatusCode::FORBIDDEN, Some("No tiene permiso para ver las notificaciones de este módulo")));
    let (_, body) = app.login("contratista").await.lang("pt-BR").get("/api/notifications?module=concrete").await;
    assert_eq!(body["message"], "Não tem permissão para ver as notificações deste módulo");
    assert_eq!(contractor.put("/api/notification-settings/nada", json!({"in_app": true, "email": true})).await.0, StatusCode::NOT_FOUND);
    // Turned off in the app and by e-mail, a course assignment reaches the user neither way.
    let (status, body) = contractor.put("/api/notification-settings/home", json!({"in_app": false, "email": false})).await;
    assert_eq!((status, body["data"]["in_app"].as_bool()), (StatusCode::OK, Some(false)));
    let before = contractor.get("/api/notifications?module=home").await.1["total"].as_u64().unwrap();
    let admin = app.login("admin").await;
    let (_, course) = admin.post("/api/courses", json!({"name": "Inducción"})).await;
    let (_, me) = contractor.get("/api/me").await;
    let (status, _) = admin.post("/api/course-assignments", json!({"course_id": course["data"]["id"], "user_ids": [me["data"]["user"]["id"]]})).await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(contractor.get("/api/notifications?module=home").await.1["total"].as_u64().unwrap(), before);
    assert!(!app.sent_mail().await.iter().any(|(to, _, _)| to == "contratista@constructora-andes.cl"));
    let _: Value = Value::Null;
}
