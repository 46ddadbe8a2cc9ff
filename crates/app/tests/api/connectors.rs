//! The connectors of /config/integraciones (issue 18): settings with write-only secrets and activation, the CRM
//! push against a fake HubSpot that checks the requests, the construction-management OAuth, the HR sync, and Cbox
//! folders exported to and imported from a real WebDAV server.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::{after_sales_support, cbox_support, connectors_support::*, support::*, webhooks_support::spawn_hooks};

#[tokio::test]
async fn settings_keep_secrets_write_only_and_activation_needs_them() {
    let app = spawn_hooks(&[0]).await;
    let admin = app.login("admin").await;
    let (status, body) = admin.get("/api/integrations/connectors/crm").await;
    assert_eq!((status, body["data"]["active"].clone(), body["data"]["settings"]["base_url"].clone()), (StatusCode::OK, json!(false), json!("https://api.hubapi.com")));
    assert_eq!(admin.get("/api/integrations/connectors/fax").await.0, StatusCode::NOT_FOUND);
    let (status, body) = admin.put("/api/integrations/connectors/crm", json!({"active": true, "settings": {"app_id": "123"}})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    for field in ["settings.pipeline_id", "settings.access_token"] {
        assert_eq!(field_error(&body, field), "Este campo es obligatorio.", "{field}");
    }
    let (_, body) = admin.put("/api/integrations/connectors/crm", json!({"settings": {"error_emails": ["no-es-correo"], "base_url": "http://169.254.169.254/"}})).await;
    assert_eq!(field_error(&body, "settings.error_emails.0"), "Ingresa un correo electrónico válido.");
    assert!(field_error(&body, "settings.base_url").contains("local o privada"));
    let settings = json!({"app_id": "123", "pipeline_id": "0", "access_token": "pat-na1-secreto", "error_emails": ["crm@andes.cl"], "send_copy": false});
    let (status, body) = admin.put("/api/integrations/connectors/crm", json!({"active": true, "settings": settings, "version": 0})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert!(!body.to_string().contains("pat-na1-secreto"), "the token is never returned");
    assert_eq!(body["data"]["secrets_set"], json!(["access_token"]));
    // Saving again without the secret keeps it; a stale version is a conflict.
    let (status, body) = admin.put("/api/integrations/connectors/crm", json!({"settings": {"app_id": "456"}, "version": 1})).await;
    assert_eq!((status, body["data"]["secrets_set"].clone(), body["data"]["active"].clone()), (StatusCode::OK, json!(["access_token"]), json!(true)));
    assert_eq!(admin.put("/api/integrations/connectors/crm", json!({"active": false, "version": 1})).await.0, StatusCode::CONFLICT);
    let (_, list) = admin.get("/api/integrations").await;
    let crm = list["data"].as_array().unwrap().iter().find(|c| c["kind"] == "crm").unwrap().clone();
    assert_eq!((crm["active"].clone(), crm["configured"].clone()), (json!(true), json!(true)));
    // Each company has its own.
    let sur = app.login("admin.sur").await;
    assert_eq!(sur.get("/api/integrations/connectors/crm").await.1["data"]["active"], json!(false));
    assert_eq!(sur.get("/api/integrations/connectors/crm/logs").await.1["data"], json!([]));
}

#[tokio::test]
async fn the_crm_gets_new_requests_and_units_and_failures_are_logged_and_mailed() {
    let app = spawn_hooks(&[0]).await;
    let crm = Fake::start(|method, path| match (method, path) {
        ("GET", "/crm/v3/pipelines/tickets/77") => (200, json!({"id": "77", "label": "Postventa"})),
        ("POST", "/crm/v3/objects/tickets") => (201, json!({"id": "9001"})),
        ("POST", "/crm/v3/objects/deals") => (201, json!({"id": "5001"})),
        _ => (404, json!({"message": "not found"})),
    })
    .await;
    let admin = app.login("admin").await;
    let settings = json!({"app_id": "123", "pipeline_id": "77", "access_token": "pat-secreto", "error_emails": ["crm@andes.cl"], "base_url": crm.base});
    assert_eq!(admin.put("/api/integrations/connectors/crm", json!({"active": true, "settings": settings})).await.0, StatusCode::OK);
    let (_, test) = admin.post("/api/integrations/connectors/crm/test", json!({})).await;
    assert_eq!(test["data"]["ok"], json!(true), "{test}");
    let project = project_id(&admin, "Edificio Los Robles").await;
    let fixture = after_sales_support::fixture(&admin, &project, "Depto 1201", "dueno@example.com").await;
    after_sales_support::request(&admin, &fixture, "Filtración en baño").await;
    let pushed = crm.wait("/crm/v3/objects/tickets", 1).await;
    let (_, _, headers, body) = &pushed[0];
    assert_eq!(headers["authorization"], "Bearer pat-secreto");
    let body: Value = serde_json::from_str(body).unwrap();
    assert_eq!(body["properties"]["hs_pipeline"], "77");
    assert!(body["properties"]["subject"].as_str().unwrap().contains("Filtración en baño"));
    let deals = crm.wait("/crm/v3/objects/deals", 1).await;
    assert!(deals[0].3.contains("Depto 1201"));
    // A refused push is logged and e-mailed to the notice addresses.
    crm.script(|_, _| (400, json!({"message": "Property values were not valid"})));
    after_sales_support::request(&admin, &fixture, "Puerta descuadrada").await;
    crm.wait("/crm/v3/objects/tickets", 2).await;
    let mut rows = Value::Null;
    for _ in 0..100 {
        rows = admin.get("/api/integrations/connectors/crm/logs").await.1;
        if rows.to_string().contains("Property values were not valid") {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    let error = rows["data"].as_array().unwrap().iter().find(|r| r["level"] == "error").cloned().unwrap_or_default();
    assert_eq!(error["action"], "push", "{rows}");
    assert!(app.sent_mail().await.iter().any(|(to, subject, _)| to == "crm@andes.cl" && subject.contains("CRM")));
}

#[tokio::test]
async fn construction_oauth_and_hr_sync_speak_their_protocols() {
    let app = spawn_hooks(&[0]).await;
    let fake = Fake::start(|method, path| match (method, path) {
        ("POST", "/oauth/token") => (200, json!({"access_token": "tok", "token_type": "bearer", "expires_in": 7200})),
        ("GET", "/workers") => (200, json!([
            {"national_id": "12.345.678-5", "first_name": "Juan", "last_name": "Pérez", "position": "Jornal"},
            {"national_id": "11.111.111-1", "first_name": "Ana", "last_name": "Rojas", "contractor": "Moldajes Sur"},
            {"national_id": "12.345.678-9", "first_name": "Mal", "last_name": "Rut"},
        ])),
        _ => (404, json!({})),
    })
    .await;
    let admin = app.login("admin").await;
    let settings = json!({"company_id": "42", "client_id": "obra", "client_secret": "s3creto", "base_url": fake.base});
    assert_eq!(admin.put("/api/integrations/connectors/construction", json!({"active": true, "settings": settings})).await.0, StatusCode::OK);
    let (_, test) = admin.post("/api/integrations/connectors/construction/test", json!({})).await;
    assert_eq!(test["data"]["ok"], json!(true), "{test}");
    let token = fake.wait("/oauth/token", 1).await;
    assert!(token[0].3.contains("grant_type=client_credentials") && token[0].3.contains("client_secret=s3creto"));
    fake.script(|_, _| (401, json!({"error": "invalid_client"})));
    let (_, test) = admin.post("/api/integrations/connectors/construction/test", json!({})).await;
    assert_eq!(test["data"]["ok"], json!(false));
    let (_, logs) = admin.get("/api/integrations/connectors/construction/logs").await;
    assert_eq!(logs["data"][0]["level"], "error");
    // HR: workers created, then updated; a bad id is skipped.
    let workers = json!({"data": [{"national_id": "123456785", "first_name": "Juan", "last_name": "Pérez", "position": "Capataz"}, {"national_id": "11111111-1", "first_name": "Ana", "last_name": "Rojas"}, {"national_id": "12.345.678-9", "first_name": "Mal", "last_name": "Rut"}]});
    fake.script(move |_, path| match path {
        "/workers" => (200, workers.clone()),
        _ => (404, json!({})),
    });
    assert_eq!(admin.put("/api/integrations/connectors/hr", json!({"active": true, "settings": {"base_url": fake.base, "api_key": "hr-key"}})).await.0, StatusCode::OK);
    let (status, body) = admin.post("/api/integrations/connectors/hr/sync", json!({})).await;
    assert_eq!((status, body["data"]["ok"].clone()), (StatusCode::OK, json!(true)), "{body}");
    assert!(body["data"]["message"].as_str().unwrap().contains("2 nuevo(s), 0 actualizado(s), 1 omitido(s)"), "{body}");
    let (_, body) = admin.post("/api/integrations/connectors/hr/sync", json!({})).await;
    assert!(body["data"]["message"].as_str().unwrap().contains("0 nuevo(s), 0 actualizado(s), 1 omitido(s)"), "{body}");
    let (_, workers) = admin.get("/api/workers?search=Pérez").await;
    assert_eq!(workers["data"][0]["position"], "Capataz", "{workers}");
    let hr = fake.wait("/workers", 2).await;
    assert_eq!(hr[0].2["authorization"], "Bearer hr-key");
    // Off, an action is refused with a clear message.
    assert_eq!(admin.put("/api/integrations/connectors/hr", json!({"active": false})).await.0, StatusCode::OK);
    let (status, body) = admin.post("/api/integrations/connectors/hr/sync", json!({})).await;
    assert_eq!((status, field_error(&body, "active")), (StatusCode::UNPROCESSABLE_ENTITY, "Activa y configura esta integración primero.".to_string()));
}

#[tokio::test]
async fn cbox_folders_go_to_and_come_from_a_webdav_server() {
    let app = spawn_hooks(&[0]).await;
    let dav = WebDav::start().await;
    let admin = app.login("admin").await;
    let settings = json!({"url": dav.url, "username": "obra", "password": "clave-dav", "root": "/obra"});
    assert_eq!(admin.put("/api/integrations/connectors/cloud_storage", json!({"active": true, "settings": settings})).await.0, StatusCode::OK);
    let (_, test) = admin.post("/api/integrations/connectors/cloud_storage/test", json!({})).await;
    assert_eq!(test["data"]["ok"], json!(true), "{test}");
    assert!(dav.root.join("obra").is_dir(), "the root collection was created");
    // Export a folder with a file and a subfolder.
    let project = project_id(&admin, "Edificio Los Robles").await;
    let folder = cbox_support::folder(&admin, &project, None, "Planos WebDAV").await;
    let sub = cbox_support::folder(&admin, &project, Some(&folder), "Estructura").await;
    let plan = cbox_support::bytes(300_000, 7);
    cbox_support::upload(&admin, &project, Some(&folder), "Planta tipo.pdf", &plan).await;
    cbox_support::upload(&admin, &project, Some(&sub), "Losa piso 2.pdf", b"%PDF-1.4 losa").await;
    let (status, body) = admin.post(&format!("/api/integrations/connectors/cloud_storage/export?projectId={project}"), json!({"folder_id": folder})).await;
    assert_eq!((status, body["data"]["ok"].clone(), body["data"]["count"].clone()), (StatusCode::OK, json!(true), json!(2)), "{body}");
    let exported = dav.root.join("obra/Edificio Los Robles/Planos WebDAV");
    assert_eq!(std::fs::read(exported.join("Planta tipo.pdf")).unwrap(), plan);
    assert_eq!(std::fs::read(exported.join("Estructura/Losa piso 2.pdf")).unwrap(), b"%PDF-1.4 losa");
    // Browse and import a remote folder into a Cbox folder.
    std::fs::create_dir_all(dav.root.join("obra/entrada/Actas")).unwrap();
    std::fs::write(dav.root.join("obra/entrada/Contrato firmado.pdf"), b"%PDF contrato").unwrap();
    std::fs::write(dav.root.join("obra/entrada/Actas/Acta 1.pdf"), b"%PDF acta").unwrap();
    std::fs::write(dav.root.join("obra/entrada/virus.exe"), b"MZ").unwrap();
    let (_, listed) = admin.get("/api/integrations/connectors/cloud_storage/browse?path=entrada").await;
    let mut names: Vec<&str> = listed["data"].as_array().unwrap().iter().map(|e| e["name"].as_str().unwrap()).collect();
    names.sort_unstable();
    assert_eq!(names, vec!["Actas", "Contrato firmado.pdf", "virus.exe"]);
    let target = cbox_support::folder(&admin, &project, None, "Desde la nube").await;
    let (_, body) = admin.post(&format!("/api/integrations/connectors/cloud_storage/import?projectId={project}"), json!({"path": "entrada", "folder_id": target})).await;
    assert_eq!(body["data"]["ok"], json!(false), "the .exe is refused: {body}");
    std::fs::remove_file(dav.root.join("obra/entrada/virus.exe")).unwrap();
    let target = cbox_support::folder(&admin, &project, None, "Desde la nube 2").await;
    let (_, body) = admin.post(&format!("/api/integrations/connectors/cloud_storage/import?projectId={project}"), json!({"path": "entrada", "folder_id": target})).await;
    assert_eq!((body["data"]["ok"].clone(), body["data"]["count"].clone()), (json!(true), json!(2)), "{body}");
    let inside = cbox_support::names(&admin, &project, &format!("&folder_id={target}")).await;
    assert!(inside.contains(&"Contrato firmado.pdf".to_string()) && inside.contains(&"Actas".to_string()), "{inside:?}");
    let (_, missing) = admin.get("/api/integrations/connectors/cloud_storage/browse?path=no-existe").await;
    assert_eq!(field_error(&missing, "path"), "La carpeta no existe en el servidor.");
    let (_, logs) = admin.get("/api/integrations/connectors/cloud_storage/logs").await;
    assert!(logs["data"].as_array().unwrap().iter().any(|r| r["action"] == "export" && r["level"] == "info"));
    // Another company cannot export this company's folder.
    let sur = app.login("admin.sur").await;
    assert_eq!(sur.send(Method::POST, &format!("/api/integrations/connectors/cloud_storage/export?projectId={project}"), Some(json!({"folder_id": folder}))).await.0, StatusCode::NOT_FOUND);
}
