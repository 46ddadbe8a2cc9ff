//! Password reset through an e-mailed single-use link.

use reqwest::StatusCode;
use serde_json::json;

use crate::support::*;

fn token_from(mail: &str) -> String {
    let start = mail.find("token=").unwrap() + 6;
    mail[start..].chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_').collect()
}

#[tokio::test]
async fn a_reset_link_sets_a_new_password_once() {
    let app = spawn().await;
    let client = app.client().await;
    let (status, body) = client.post("/api/password-reset", json!({"username": "inspector"})).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["message"], "Si el usuario existe, enviamos un correo con un enlace para recuperar tu contraseña.");
    let mail = app.sent_mail().await;
    let (to, subject, raw) = mail.iter().find(|(to, _, _)| to.contains("inspector@constructora-andes.cl")).unwrap();
    assert!(to.contains("inspector@"));
    assert_eq!(subject, "Recupera tu contraseña de Obra");
    assert!(raw.contains("http://obra.test/app/password-reset?token="));
    let token = token_from(raw);

    let (status, body) = client.post("/api/password-reset/confirm", json!({"token": token, "password": "Nueva2026x", "password_confirmation": "Nueva2026y"})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "password_confirmation"), "Valores no coinciden");

    let (status, _) = client.post("/api/password-reset/confirm", json!({"token": token, "password": "Nueva2026x", "password_confirmation": "Nueva2026x"})).await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = client.post("/login", json!({"username": "inspector", "password": "Nueva2026x"})).await;
    assert_eq!(status, StatusCode::OK);

    let (status, body) = client.post("/api/password-reset/confirm", json!({"token": token, "password": "Otra2026x", "password_confirmation": "Otra2026x"})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "token"), "El enlace no es válido o ya expiró. Solicita uno nuevo.");
}

#[tokio::test]
async fn an_unknown_user_gets_the_same_answer_and_no_mail() {
    let app = spawn().await;
    let (status, body) = app.client().await.post("/api/password-reset", json!({"username": "nadie"})).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["message"], "Si el usuario existe, enviamos un correo con un enlace para recuperar tu contraseña.");
    assert!(app.sent_mail().await.is_empty());
}

#[tokio::test]
async fn a_reset_ends_the_users_sessions() {
    let app = spawn().await;
    let signed_in = app.login("supervisor").await;
    let client = app.client().await;
    client.post("/api/password-reset", json!({"username": "supervisor"})).await;
    let mail = app.sent_mail().await;
    let token = token_from(&mail[0].2);
    client.post("/api/password-reset/confirm", json!({"token": token, "password": "Nueva2026x", "password_confirmation": "Nueva2026x"})).await;
    assert_eq!(signed_in.get("/api/me").await.0, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn a_portuguese_user_gets_the_mail_in_portuguese() {
    let app = spawn().await;
    app.client_in("pt").await.post("/api/password-reset", json!({"username": "admin.sur"})).await;
    let mail = app.sent_mail().await;
    assert_eq!(mail[0].1, "Recupere sua senha do Obra");
}

#[tokio::test]
async fn a_weak_new_password_is_refused() {
    let app = spawn().await;
    let (status, body) = app.client().await.post("/api/password-reset/confirm", json!({"token": "x", "password": "short", "password_confirmation": "short"})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "password"), "La contraseña debe tener al menos 8 caracteres, con letras y números.");
}
