//! The owners' portal (issue 15): sign-in by link and by password, owner isolation (owner A never sees owner B's
//! unit or requests in the same project: 404), a request with photos, messages when the project allows them, the
//! visit answer at the window's boundary, the conformity record signed by the owner, and the embedded portal's
//! framing.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use reqwest::StatusCode;
use serde_json::json;

use crate::{after_sales_support::*, owners_portal_support::*, support::*, warranties_support::*};

#[tokio::test]
async fn an_owner_signs_in_by_link_or_password_and_sees_only_their_own() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let p = project_id(&admin, "Edificio Los Robles").await;
    let fa = fixture(&admin, &p, "Depto 301", "ana.portal@example.cl").await;
    let fb = fixture(&admin, &p, "Depto 302", "beto.portal@example.cl").await;
    let ra = request(&admin, &fa, "Filtración A").await;
    let rb = request(&admin, &fb, "Filtración B").await;

    let anonymous = OwnerClient::anonymous(&app);
    assert_eq!(anonymous.get("/api/portal/home").await.0, StatusCode::UNAUTHORIZED);
    let forged = OwnerClient { token: "x".repeat(43), ..OwnerClient::anonymous(&app) };
    assert_eq!(forged.get("/api/portal/me").await.0, StatusCode::UNAUTHORIZED);
    // An unknown e-mail gets the same answer and no e-mail.
    let before = app.sent_mail().await.len();
    let (s, _) = anonymous.post("/api/portal/links", json!({"email": "nadie@example.cl"})).await;
    assert_eq!((s, app.sent_mail().await.len()), (StatusCode::ACCEPTED, before));
    let (s, e) = anonymous.post("/api/portal/links", json!({"email": "no es correo"})).await;
    assert_eq!((s, field_error(&e, "email").is_empty()), (StatusCode::UNPROCESSABLE_ENTITY, false));

    let a = owner_by_link(&app, "ana.portal@example.cl").await;
    let (_, me) = a.get("/api/portal/me").await;
    assert_eq!((me["data"]["name"].as_str(), me["data"]["has_password"].as_bool()), (Some("Iñaki Muñoz"), Some(false)));
    // A link works once.
    let used = link_token(&app, "ana.portal@example.cl").await;
    assert_eq!(anonymous.post(&format!("/api/portal/links/{used}"), json!({})).await.0, StatusCode::NOT_FOUND);

    let (_, home) = a.get("/api/portal/home").await;
    let units: Vec<&str> = home["data"]["units"].as_array().unwrap().iter().map(|u| u["id"].as_str().unwrap()).collect();
    assert_eq!(units, vec![fa.unit.as_str()]);
    let requests: Vec<&str> = home["data"]["requests"].as_array().unwrap().iter().map(|r| r["id"].as_str().unwrap()).collect();
    assert_eq!(requests, vec![id(&ra)]);
    assert_eq!(home["data"]["stats"]["open"], 1);

    // Owner B's unit and request, in the same project, do not exist for owner A.
    for path in [format!("/api/portal/units/{}", fb.unit), format!("/api/portal/requests/{}", id(&rb)), format!("/api/portal/requests?unit_id={}", fb.unit)] {
        assert_eq!(a.get(&path).await.0, StatusCode::NOT_FOUND, "{path}");
    }
    let (s, e) = a.form("/api/portal/requests", &[("unit_id", &fb.unit), ("subject", "Ajena")], vec![]).await;
    assert_eq!((s, field_error(&e, "unit_id")), (StatusCode::UNPROCESSABLE_ENTITY, "Selecciona una opción válida.".to_string()), "{e}");
    assert_eq!(a.form(&format!("/api/portal/requests/{}/messages", id(&rb)), &[("body", "Hola")], vec![]).await.0, StatusCode::NOT_FOUND);
    // Nor do a staff session's cookies open the portal.
    assert_eq!(admin.get("/api/portal/home").await.0, StatusCode::UNAUTHORIZED);

    // A password, then signing in with it; the old sessions of the owner end.
    let (s, e) = a.send(reqwest::Method::PUT, "/api/portal/me/password", Some(json!({"password": "corta"}))).await;
    assert_eq!((s, field_error(&e, "password").is_empty()), (StatusCode::UNPROCESSABLE_ENTITY, false));
    let (s, me) = a.send(reqwest::Method::PUT, "/api/portal/me/password", Some(json!({"password": "Portal-2026-seguro"}))).await;
    assert_eq!((s, me["data"]["has_password"].as_bool()), (StatusCode::OK, Some(true)), "{me}");
    let (s, e) = a.send(reqwest::Method::PUT, "/api/portal/me/password", Some(json!({"password": "Otra-clave-2026"}))).await;
    assert_eq!((s, field_error(&e, "current")), (StatusCode::UNPROCESSABLE_ENTITY, "Este campo es obligatorio.".to_string()));
    let (s, e) = anonymous.post("/api/portal/sign-in", json!({"email": "ana.portal@example.cl", "password": "Equivocada-1"})).await;
    assert_eq!((s, field_error(&e, "password")), (StatusCode::UNPROCESSABLE_ENTITY, "Correo o contraseña incorrectos.".to_string()));
    let (s, b) = anonymous.post("/api/portal/sign-in", json!({"email": "ANA.portal@example.cl", "password": "Portal-2026-seguro"})).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let again = OwnerClient { token: b["data"]["token"].as_str().unwrap().into(), ..OwnerClient::anonymous(&app) };
    assert_eq!(again.get("/api/portal/me").await.0, StatusCode::OK);
    assert_eq!(again.send(reqwest::Method::POST, "/api/portal/sign-out", None).await.0, StatusCode::NO_CONTENT);
    assert_eq!(again.get("/api/portal/me").await.0, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn an_owner_opens_a_request_with_photos_and_writes_when_allowed() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let p = project_id(&admin, "Edificio Los Robles").await;
    let f = fixture(&admin, &p, "Depto 303", "carla.portal@example.cl").await;
    request(&admin, &f, "Primera").await;
    let o = owner_by_link(&app, "carla.portal@example.cl").await;

    let (s, e) = o.form("/api/portal/requests", &[("unit_id", &f.unit)], vec![("photo", "nota.txt", b"hola".to_vec())]).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{e}");
    assert!(!field_error(&e, "photo").is_empty(), "{e}");
    let (s, e) = o.form("/api/portal/requests", &[("unit_id", &f.unit)], vec![("photo", "foto.png", png())]).await;
    assert_eq!((s, field_error(&e, "subject")), (StatusCode::UNPROCESSABLE_ENTITY, "Este campo es obligatorio.".to_string()));
    let (_, staff_list) = admin.get(&format!("/api/warranties/requests?projectId={p}")).await;
    let before = staff_list["total"].as_u64();

    let fields = [("unit_id", f.unit.as_str()), ("subject", "Humedad en el baño"), ("description", "Aparece después de ducharse."), ("installed", "true")];
    let (s, r) = o.form("/api/portal/requests", &fields, vec![("photo", "baño.png", png()), ("photo", "detalle.png", png())]).await;
    assert_eq!(s, StatusCode::CREATED, "{r}");
    let r = &r["data"];
    assert_eq!((r["status"].as_str(), r["can_message"].as_bool()), (Some("new"), Some(true)));
    let first = &r["messages"][0];
    assert_eq!((first["mine"].as_bool(), first["attachments"].as_array().unwrap().len()), (Some(true), 2));
    let photo = o.download(first["attachments"][0]["url"].as_str().unwrap()).await;
    assert_eq!((photo.status(), photo.bytes().await.unwrap().to_vec()), (StatusCode::OK, png()));
    let (_, staff_list) = admin.get(&format!("/api/warranties/requests?projectId={p}")).await;
    assert_eq!(staff_list["total"].as_u64(), before.map(|n| n + 1));

    // Staff see the owner, the origin and the owner's message; the owner sees public messages only.
    let (_, staff) = admin.get(&format!("/api/warranties/requests/{}", id(r))).await;
    assert_eq!((staff["data"]["origin"].as_str(), staff["data"]["owner"]["name"].as_str()), (Some("owners_pwa"), Some("Iñaki Muñoz")));
    let (_, thread) = admin.get(&format!("/api/warranties/requests/{}/messages", id(r))).await;
    assert_eq!((thread["data"][0]["kind"].as_str(), thread["data"][0]["author"]["name"].as_str()), (Some("owner"), Some("Iñaki Muñoz")));
    message(&admin, id(r), &[("body", "Nota interna"), ("private", "true")], vec![]).await;
    message(&admin, id(r), &[("body", "Iremos el jueves")], vec![]).await;
    let (s, m) = o.form(&format!("/api/portal/requests/{}/messages", id(r)), &[("body", "Gracias, los espero")], vec![]).await;
    assert_eq!((s, m["data"]["mine"].as_bool()), (StatusCode::CREATED, Some(true)), "{m}");
    let (_, seen) = o.get(&format!("/api/portal/requests/{}", id(r))).await;
    let bodies: Vec<&str> = seen["data"]["messages"].as_array().unwrap().iter().map(|m| m["body"].as_str().unwrap()).collect();
    assert_eq!(bodies, vec!["", "Iremos el jueves", "Gracias, los espero"]);
    let (_, activity) = admin.get(&format!("/api/warranties/requests/{}/activity", id(r))).await;
    assert!(activity["data"].as_array().unwrap().iter().any(|a| a["detail"]["by_owner_name"] == "Iñaki Muñoz" && a["user"].is_null()), "{activity}");

    // A project that does not take messages from owners.
    let (s, _) = admin.put(&format!("/api/warranties/settings/general?projectId={p}"), json!({"warranty_months": 60, "owners_can_message": false})).await;
    assert_eq!(s, StatusCode::OK);
    let (s, e) = o.form(&format!("/api/portal/requests/{}/messages", id(r)), &[("body", "¿Vienen?")], vec![]).await;
    assert_eq!((s, field_error(&e, "body")), (StatusCode::UNPROCESSABLE_ENTITY, "El proyecto no permite mensajes de propietarios.".to_string()));
    let (_, seen) = o.get(&format!("/api/portal/requests/{}", id(r))).await;
    assert_eq!(seen["data"]["can_message"], false);
}

#[tokio::test]
async fn the_owner_answers_a_visit_inside_the_window_and_signs_the_conformity_record() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let p = project_id(&admin, "Edificio Los Robles").await;
    let f = fixture(&admin, &p, "Depto 304", "dora.portal@example.cl").await;
    let r = request(&admin, &f, "Cerámica suelta").await;
    let a = failure(&admin, &f, id(&r), 0, "Mancha").await;
    let (_, settings) = admin.get(&format!("/api/warranties/settings?projectId={p}")).await;
    let mut postventa = settings["data"]["postventa"].clone();
    postventa["owner_answer_hours"] = json!(72);
    let (s, b) = admin.put(&format!("/api/warranties/settings/postventa?projectId={p}"), postventa).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let o = owner_by_link(&app, "dora.portal@example.cl").await;

    // At the boundary: 72 hours before the start, give or take a minute.
    let open_at = |minutes: i64| {
        let start = chrono::Utc::now() + chrono::Duration::hours(72) + chrono::Duration::minutes(minutes);
        json!({"kind": "oi", "contractor": "Sur", "starts_at": start.to_rfc3339(), "ends_at": (start + chrono::Duration::hours(2)).to_rfc3339(), "failure_ids": [id(&a)]})
    };
    let (s, late) = admin.post(&format!("/api/warranties/requests/{}/orders", id(&r)), open_at(-1)).await;
    assert_eq!(s, StatusCode::CREATED, "{late}");
    let path = format!("/api/portal/orders/{}/visit", late["data"]["id"].as_str().unwrap());
    let (s, e) = o.post(&path, json!({"answer": "confirm"})).await;
    assert_eq!((s, field_error(&e, "answer")), (StatusCode::UNPROCESSABLE_ENTITY, "El plazo para responder esta visita terminó: contacta a la constructora.".to_string()));
    let (_, seen) = o.get(&format!("/api/portal/requests/{}", id(&r))).await;
    assert_eq!(seen["data"]["orders"][0]["may_answer"], false);
    let (s, _) = admin.post(&format!("/api/warranties/orders/{}/cancel", late["data"]["id"].as_str().unwrap()), json!({"reason": "Otra fecha"})).await;
    assert_eq!(s, StatusCode::OK);

    let (s, oi) = admin.post(&format!("/api/warranties/requests/{}/orders", id(&r)), open_at(1)).await;
    assert_eq!(s, StatusCode::CREATED, "{oi}");
    let oi = oi["data"]["id"].as_str().unwrap().to_string();
    let (s, e) = o.post(&format!("/api/portal/orders/{oi}/visit"), json!({"answer": "maybe"})).await;
    assert_eq!((s, field_error(&e, "answer")), (StatusCode::UNPROCESSABLE_ENTITY, "Selecciona una opción válida.".to_string()));
    let (s, v) = o.post(&format!("/api/portal/orders/{oi}/visit"), json!({"answer": "confirm"})).await;
    assert_eq!((s, v["data"]["status"].as_str(), v["data"]["visit_answer"].as_str()), (StatusCode::OK, Some("confirmed"), Some("confirm")), "{v}");
    let (_, staff) = admin.get(&format!("/api/warranties/orders/{oi}")).await;
    assert_eq!(staff["data"]["visit"]["by_owner"], true);

    // Managed, the order takes no answer; the owner signs the conformity record.
    let (s, m) = admin.post(&format!("/api/warranties/orders/{oi}/manage"), json!({"results": [{"failure_id": id(&a), "result": "solved", "comment": "Reparado"}]})).await;
    assert_eq!(s, StatusCode::OK, "{m}");
    let (s, e) = o.post(&format!("/api/portal/orders/{oi}/visit"), json!({"answer": "reject"})).await;
    assert_eq!((s, field_error(&e, "status").is_empty()), (StatusCode::UNPROCESSABLE_ENTITY, false));
    let (s, ac) = admin.post(&format!("/api/warranties/requests/{}/ac", id(&r)), json!({"failure_ids": [id(&a)]})).await;
    assert_eq!(s, StatusCode::CREATED, "{ac}");
    let ac = ac["data"]["id"].as_str().unwrap().to_string();
    assert_eq!(o.download(&format!("/api/portal/ac/{ac}/pdf")).await.status(), StatusCode::NOT_FOUND, "no PDF before the signature");
    let sign = format!("/api/portal/ac/{ac}/sign");
    let (s, e) = o.post(&sign, json!({"signer_name": "Dora", "signature": png_data_url(), "verdicts": []})).await;
    assert_eq!((s, field_error(&e, "verdicts.0.verdict")), (StatusCode::UNPROCESSABLE_ENTITY, "Este campo es obligatorio.".to_string()));
    let (s, signed) = o.post(&sign, json!({"signer_name": "Dora Díaz", "signature": png_data_url(), "verdicts": [{"failure_id": id(&a), "verdict": "conforming"}]})).await;
    assert_eq!((s, signed["data"]["status"].as_str()), (StatusCode::OK, Some("conforming")), "{signed}");
    let pdf = o.download(signed["data"]["pdf_url"].as_str().unwrap()).await;
    assert_eq!(pdf.status(), StatusCode::OK);
    assert!(pdf.bytes().await.unwrap().starts_with(b"%PDF"));
    assert_eq!(o.post(&sign, json!({"refused": true, "comment": "Otra vez"})).await.0, StatusCode::UNPROCESSABLE_ENTITY, "a signed record stays signed");

    // Another owner of the same project reaches none of it.
    let g = fixture(&admin, &p, "Depto 305", "eva.portal@example.cl").await;
    request(&admin, &g, "Otra").await;
    let other = owner_by_link(&app, "eva.portal@example.cl").await;
    assert_eq!(other.post(&format!("/api/portal/orders/{oi}/visit"), json!({"answer": "confirm"})).await.0, StatusCode::NOT_FOUND);
    assert_eq!(other.post(&sign, json!({"refused": true, "comment": "No"})).await.0, StatusCode::NOT_FOUND);
    assert_eq!(other.download(&format!("/api/portal/ac/{ac}/pdf")).await.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_embedded_portal_is_framed_only_by_the_listed_sites() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let p = project_id(&admin, "Edificio Los Robles").await;
    let anonymous = OwnerClient::anonymous(&app);
    assert_eq!(anonymous.get(&format!("/api/portal/embed/{p}")).await.0, StatusCode::NOT_FOUND, "off by default");
    let csp = |path: String| {
        let http = reqwest::Client::new();
        let url = format!("{}{path}", app.base);
        async move { http.get(url).send().await.unwrap().headers().get("content-security-policy").unwrap().to_str().unwrap().to_string() }
    };
    assert!(csp(format!("/app/propietarios/portal/{p}/")).await.contains("frame-ancestors 'none'"));

    let body = json!({"enabled": true, "allowed_origins": ["https://www.andes.cl/propietarios?x=1", "https://portal.andes.cl:8443"], "primary_color": "#0b7285"});
    let (s, _) = admin.put(&format!("/api/warranties/settings/iframe?projectId={p}"), body).await;
    assert_eq!(s, StatusCode::OK);
    let (s, embed) = anonymous.get(&format!("/api/portal/embed/{p}")).await;
    assert_eq!((s, embed["data"]["primary_color"].as_str(), embed["data"]["project_name"].as_str()), (StatusCode::OK, Some("#0b7285"), Some("Edificio Los Robles")));
    let framed = csp(format!("/app/propietarios/portal/{p}/solicitud/crear")).await;
    assert!(framed.contains("frame-ancestors 'self' https://www.andes.cl https://portal.andes.cl:8443"), "{framed}");
    assert!(!framed.contains("x=1"), "only origins reach the header");
    assert!(csp("/app/propietarios/".into()).await.contains("frame-ancestors 'none'"), "the portal outside the iframe route");
    assert!(csp(format!("/app/propietarios/portal/{}/", uuid::Uuid::now_v7())).await.contains("frame-ancestors 'none'"), "another project");
}
