//! Registration (corporate e-mails only, real progress), the 30-day trial and first-time setup.

use std::time::Duration;

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::support::*;

fn valid() -> Value {
    json!({
        "first_name": "Lucía", "last_name": "Rivas Ortega", "email": "lucia.rivas@constructora-pacifico.cl",
        "password": "Hormigon2026", "password_confirmation": "Hormigon2026", "country": "CL", "accept_terms": true
    })
}

async fn wait_ready(client: &Client, id: &str) -> Vec<String> {
    let mut seen = Vec::new();
    for _ in 0..200 {
        let (_, body) = client.get(&format!("/register/{id}")).await;
        let step = body["data"]["step"].as_str().unwrap().to_string();
        if seen.last() != Some(&step) {
            seen.push(step.clone());
        }
        if step == "ready" || step == "failed" {
            return seen;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    panic!("registration never finished: {seen:?}");
}

#[tokio::test]
async fn a_free_mail_address_is_refused_with_a_clear_message() {
    let app = spawn().await;
    let mut input = valid();
    input["email"] = json!("lucia.rivas@gmail.com");
    let (status, body) = app.client().await.post("/register", input.clone()).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "email"), "Solo se aceptan correos corporativos: usa el correo de tu empresa.");
    let (_, body) = app.client_in("pt").await.post("/register", input).await;
    assert_eq!(field_error(&body, "email"), "Somente e-mails corporativos são aceitos: use o e-mail da sua empresa.");
}

#[tokio::test]
async fn every_field_error_comes_back_at_once() {
    let app = spawn().await;
    let input = json!({"first_name": "Ana  María", "email": "no-es-correo", "password": "abc", "password_confirmation": "abd", "country": "US"});
    let (status, body) = app.client().await.post("/register", input).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "first_name"), "No se permiten dos espacios en blanco consecutivos.");
    assert_eq!(field_error(&body, "last_name"), "Este campo es obligatorio.");
    assert_eq!(field_error(&body, "email"), "Ingresa un correo electrónico válido.");
    assert_eq!(field_error(&body, "password"), "La contraseña debe tener al menos 8 caracteres, con letras y números.");
    assert_eq!(field_error(&body, "password_confirmation"), "Valores no coinciden");
    assert_eq!(field_error(&body, "country"), "Selecciona una opción válida.");
    assert_eq!(field_error(&body, "accept_terms"), "Debes aceptar los términos y condiciones.");
}

#[tokio::test]
async fn too_long_names_and_a_taken_email_are_refused() {
    let app = spawn().await;
    let mut input = valid();
    input["first_name"] = json!("x".repeat(31));
    input["email"] = json!("admin@constructora-andes.cl");
    let (_, body) = app.client().await.post("/register", input).await;
    assert_eq!(field_error(&body, "first_name"), "Debe tener como máximo 30 caracteres.");
    assert_eq!(field_error(&body, "email"), "Este valor ya está en uso.");
    let (_, body) = app.client_in("pt").await.post("/register", json!({"password": "abc12345", "password_confirmation": "abc12346"})).await;
    assert_eq!(field_error(&body, "password_confirmation"), "Valores não coincidem");
}

#[tokio::test]
async fn registering_goes_through_real_steps_to_a_trial_company_then_setup() {
    let app = spawn().await;
    let client = app.client().await;
    let (status, body) = client.post("/register", valid()).await;
    assert_eq!(status, StatusCode::ACCEPTED, "{body}");
    let id = body["data"]["id"].as_str().unwrap().to_string();
    let steps = wait_ready(&client, &id).await;
    assert_eq!(steps.last().map(String::as_str), Some("ready"), "{steps:?}");

    // The new administrator signs in before any project exists, and is sent to setup.
    let (status, me) = client.post("/login", json!({"username": "lucia.rivas@constructora-pacifico.cl", "password": "Hormigon2026"})).await;
    assert_eq!(status, StatusCode::OK, "{me}");
    assert_eq!(me["data"]["company"]["plan"], "trial");
    assert_eq!(me["data"]["company"]["setup_completed"], false);
    let ends = chrono::DateTime::parse_from_rfc3339(me["data"]["company"]["trial_ends_at"].as_str().unwrap()).unwrap();
    let days = (ends.with_timezone(&chrono::Utc) - chrono::Utc::now()).num_days();
    assert!((29..=30).contains(&days), "{days}");
    assert!(me["data"]["permissions"].as_array().unwrap().iter().any(|p| p == "modulo_hormigon"), "trial has every module");

    let (status, body) = client.post("/api/setup", json!({"company_name": "", "phone": "12", "projects_in_progress": -1, "referral_source": "tv"})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "company_name"), "Este campo es obligatorio.");
    assert_eq!(field_error(&body, "phone"), "Ingresa un teléfono válido.");
    assert_eq!(field_error(&body, "projects_in_progress"), "El valor mínimo es 0.");
    assert_eq!(field_error(&body, "referral_source"), "Selecciona una opción válida.");

    let setup = json!({"example_project": true, "company_name": "Constructora Pacífico", "phone": "+56 9 8765 4321", "projects_in_progress": 4, "referral_source": "linkedin"});
    let (status, me) = client.post("/api/setup", setup).await;
    assert_eq!(status, StatusCode::OK, "{me}");
    assert_eq!(me["data"]["company"]["name"], "Constructora Pacífico");
    assert_eq!(me["data"]["company"]["setup_completed"], true);
    let projects = me["data"]["projects"].as_array().unwrap();
    assert_eq!(projects.len(), 1);
    assert_eq!(projects[0]["name"], "Proyecto de ejemplo: Edificio Mirador");
    assert_eq!(me["data"]["active_project_id"], projects[0]["id"]);
    let (_, list) = client.get("/api/projects").await;
    assert_eq!(list["data"][0]["is_example"], true);

    let mail = app.sent_mail().await;
    assert!(mail.iter().any(|(to, subject, _)| to.contains("lucia.rivas@constructora-pacifico.cl") && subject.contains("Bienvenido")), "{mail:?}");
}

#[tokio::test]
async fn setup_without_the_example_creates_an_empty_first_project() {
    let app = spawn().await;
    let client = app.client().await;
    let (_, body) = client.post("/register", valid()).await;
    wait_ready(&client, body["data"]["id"].as_str().unwrap()).await;
    client.post("/login", json!({"username": "lucia.rivas@constructora-pacifico.cl", "password": "Hormigon2026"})).await;
    let setup = json!({"example_project": false, "company_name": "Constructora Pacífico", "phone": "+56 9 8765 4321", "projects_in_progress": 0, "referral_source": "search"});
    let (_, me) = client.post("/api/setup", setup).await;
    assert_eq!(me["data"]["projects"][0]["name"], "Mi primer proyecto");
}

#[tokio::test]
async fn an_unknown_registration_is_404() {
    let app = spawn().await;
    let (status, _) = app.client().await.get(&format!("/register/{}", uuid::Uuid::now_v7())).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}
