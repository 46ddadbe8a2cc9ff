//! Requests by e-mail (issue 15): a project's address, off until turned on; an owner's e-mail through a real SMTP
//! conversation (lettre's client against our receiver) becomes their request with origin e-mail, its images on
//! the first message and an answer with its number; a stranger's e-mail makes no request; unknown addresses are
//! refused at RCPT.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use lettre::{
    message::{header::ContentType, Attachment, MultiPart, SinglePart},
    AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor,
};
use reqwest::StatusCode;
use serde_json::json;

use crate::{after_sales_support::*, support::*, warranties_support::*};

async fn receiver(app: &TestApp) -> u16 {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    tokio::spawn(app::portal::smtp::serve(listener, app.state.clone()));
    port
}

async fn send(port: u16, from: &str, to: &str, subject: &str, files: Vec<(&str, &str, Vec<u8>)>) -> Result<(), String> {
    send_with_id(port, from, to, subject, files, None).await
}

async fn send_with_id(port: u16, from: &str, to: &str, subject: &str, files: Vec<(&str, &str, Vec<u8>)>, message_id: Option<&str>) -> Result<(), String> {
    let mut body = MultiPart::mixed().singlepart(SinglePart::plain("El muro del dormitorio tiene una grieta.\nSe nota desde ayer.".to_string()));
    for (name, mime, bytes) in files {
        body = body.singlepart(Attachment::new(name.to_string()).body(bytes, ContentType::parse(mime).unwrap()));
    }
    let message = Message::builder().from(from.parse().unwrap()).to(to.parse().unwrap()).subject(subject).message_id(message_id.map(String::from)).multipart(body).unwrap();
    let transport = AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous("127.0.0.1").port(port).build();
    transport.send(message).await.map(|_| ()).map_err(|e| e.to_string())
}

#[tokio::test]
async fn an_owners_email_to_the_project_address_becomes_their_request() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let p = project_id(&admin, "Edificio Los Robles").await;
    let f = fixture(&admin, &p, "Depto 401", "fede.correo@example.cl").await;
    let port = receiver(&app).await;
    let (s, inbox) = admin.get(&format!("/api/warranties/inbox?projectId={p}")).await;
    assert_eq!((s, inbox["data"]["enabled"].as_bool()), (StatusCode::OK, Some(false)), "{inbox}");
    let address = inbox["data"]["address"].as_str().unwrap().to_string();
    assert!(address.starts_with("solicitudes-") && address.ends_with("@obra.local"), "{address}");
    let (_, again) = admin.get(&format!("/api/warranties/inbox?projectId={p}")).await;
    assert_eq!(again["data"]["address"], address.as_str(), "one address per project");

    let err = send(port, "fede.correo@example.cl", &address, "Grieta", vec![]).await.unwrap_err();
    assert!(err.contains("550") || err.to_lowercase().contains("mailbox"), "off: refused at RCPT ({err})");
    let (s, _) = admin.put(&format!("/api/warranties/inbox?projectId={p}"), json!({"enabled": true})).await;
    assert_eq!(s, StatusCode::OK);
    assert!(send(port, "fede.correo@example.cl", "solicitudes-nadie@obra.local", "Grieta", vec![]).await.is_err(), "an unknown address");

    let (_, before) = admin.get(&format!("/api/warranties/requests?projectId={p}")).await;
    let files = vec![("grieta.png", "image/png", png()), ("nota.txt", "text/plain", b"texto".to_vec())];
    send(port, "Federico <Fede.Correo@example.cl>", &address, "Grieta en el muro", files).await.unwrap();
    let (_, list) = admin.get(&format!("/api/warranties/requests?projectId={p}&search=Grieta")).await;
    let row = list["data"].as_array().unwrap().iter().find(|r| r["subject"] == "Grieta en el muro").expect("the request").clone();
    let (_, r) = admin.get(&format!("/api/warranties/requests/{}", id(&row))).await;
    assert_eq!((r["data"]["origin"].as_str(), r["data"]["unit"]["id"].as_str(), r["data"]["owner"]["name"].as_str()), (Some("email"), Some(f.unit.as_str()), Some("Iñaki Muñoz")), "{r}");
    assert_eq!(r["data"]["description"], "El muro del dormitorio tiene una grieta.\nSe nota desde ayer.");
    let (_, thread) = admin.get(&format!("/api/warranties/requests/{}/messages", id(&row))).await;
    let names: Vec<&str> = thread["data"][0]["attachments"].as_array().unwrap().iter().map(|a| a["name"].as_str().unwrap()).collect();
    assert_eq!((thread["data"][0]["kind"].as_str(), names), (Some("owner"), vec!["grieta.png"]), "only images and PDFs are kept");
    let mail = app.sent_mail().await;
    assert!(mail.iter().any(|(to, subject, text)| to == "fede.correo@example.cl" && subject.contains(&format!("n.º {}", r["data"]["number"])) && text.contains("/app/propietarios/solicitud/")), "{mail:?}");

    // A mail server delivering one message twice (same Message-ID) makes one request.
    let (_, once) = admin.get(&format!("/api/warranties/requests?projectId={p}")).await;
    for _ in 0..2 {
        send_with_id(port, "fede.correo@example.cl", &address, "Puerta trabada", vec![], Some("<puerta-401@correo.example.cl>")).await.unwrap();
    }
    let (_, twice) = admin.get(&format!("/api/warranties/requests?projectId={p}")).await;
    assert_eq!(twice["total"].as_u64(), once["total"].as_u64().map(|n| n + 1), "one request for one Message-ID");

    // A stranger gets an answer and no request.
    send(port, "extrano@example.cl", &address, "Hola", vec![]).await.unwrap();
    let (_, after) = admin.get(&format!("/api/warranties/requests?projectId={p}")).await;
    assert_eq!(after["total"].as_u64(), before["total"].as_u64().map(|n| n + 2));
    let mail = app.sent_mail().await;
    assert!(mail.iter().any(|(to, subject, _)| to == "extrano@example.cl" && subject == "No pudimos registrar tu correo como solicitud"), "{mail:?}");
}
