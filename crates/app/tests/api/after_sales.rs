//! After-sales requests on the ticket core: creating one for a unit's owner, the list and its counts, the core's
//! actions, messages and the owner's notice, failures from the checklist with their warranty, combining,
//! closing and reopening, merges that carry failures, the statistics, and who may see what.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use reqwest::StatusCode;
use serde_json::json;

use crate::{after_sales_support::*, support::*, warranties_support::*};

#[tokio::test]
async fn a_request_is_opened_for_a_units_owner_and_refused_with_reasons() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let p = project_id(&admin, "Edificio Los Robles").await;
    let f = fixture(&admin, &p, "Depto 101", "inaki@example.cl").await;
    let path = format!("/api/warranties/requests?projectId={p}");

    let (s, b) = admin.post(&path, json!({})).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
    for field in ["unit_id", "origin", "subject"] {
        assert_eq!(field_error(&b, field), "Este campo es obligatorio.", "{field}: {b}");
    }
    let (s, b) = admin.post(&path, json!({"unit_id": f.unit, "origin": "delivery_act", "subject": "Filtración"})).await;
    assert_eq!((s, field_error(&b, "origin").is_empty()), (StatusCode::UNPROCESSABLE_ENTITY, false), "only a signed act opens a request of that origin");
    let (_, owners) = admin.get(&format!("/api/warranties/units/{}/owners", f.unit)).await;
    let without_mail = owners["data"][1]["id"].as_str().unwrap();
    let (s, b) = admin.post(&path, json!({"unit_id": f.unit, "owner_id": without_mail, "origin": "call", "subject": "Filtración"})).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(field_error(&b, "owner_id").starts_with("El propietario no tiene correo"), "{b}");
    let (s, nothing) = admin.get(&path).await;
    assert_eq!((s, nothing["total"].as_u64()), (StatusCode::OK, Some(0)), "refusals write nothing");

    let r = request(&admin, &f, "Filtración en baño").await;
    assert_eq!((r["status"].as_str(), r["status_letter"].as_str(), r["origin"].as_str()), (Some("new"), Some("N"), Some("call")));
    assert_eq!((r["unit"]["name"].as_str(), r["owner"]["name"].as_str(), r["owner_email"].as_str()), (Some("Depto 101"), Some("Iñaki Muñoz"), Some("inaki@example.cl")));
    // The owner is an account by e-mail: a second request of the same owner points at the same one.
    let again = request(&admin, &f, "Puerta descuadrada").await;
    assert_eq!(again["owner"]["id"], r["owner"]["id"]);

    let (_, list) = admin.get(&format!("{path}&unit_id={}&search=puerta", f.unit)).await;
    assert_eq!(list["data"].as_array().unwrap().len(), 1, "{list}");
    let (_, summary) = admin.get(&format!("/api/warranties/requests/summary?projectId={p}")).await;
    assert_eq!((summary["data"]["total"].as_u64(), summary["data"]["by_status"]["new"].as_u64(), summary["data"]["by_age"]["lt1"].as_u64()), (Some(2), Some(2), Some(2)));
    let (s, b) = admin.get(&format!("{path}&age=older")).await;
    assert_eq!((s, field_error(&b, "age").is_empty()), (StatusCode::UNPROCESSABLE_ENTITY, false));

    // The core's states: finishing needs a justification; postpone needs a later date.
    let act = format!("/api/warranties/requests/{}/actions", id(&r));
    let (s, b) = admin.post(&act, json!({"action": "finish"})).await;
    assert_eq!((s, field_error(&b, "message").is_empty()), (StatusCode::UNPROCESSABLE_ENTITY, false));
    let until = (chrono::Utc::now().date_naive() + chrono::Duration::days(5)).to_string();
    let (s, b) = admin.post(&act, json!({"action": "postpone", "until": until})).await;
    assert_eq!((s, b["data"]["status"].as_str(), b["data"]["status_letter"].as_str()), (StatusCode::OK, Some("postponed"), Some("P")));
    let (_, b) = admin.post(&act, json!({"action": "resume"})).await;
    assert_eq!(b["data"]["status"], "open");
    let (_, b) = admin.post(&act, json!({"action": "finish", "message": "Resuelto en visita."})).await;
    assert_eq!(b["data"]["status"], "finished");
    let (s, b) = admin.post(&format!("/api/warranties/requests/{}/failures", id(&r)), json!({"area_id": f.area, "place_id": f.place, "item_id": f.items[0], "severity_id": f.severity})).await;
    assert_eq!((s, field_error(&b, "request").is_empty()), (StatusCode::UNPROCESSABLE_ENTITY, false), "a finished request takes no failures");
}

#[tokio::test]
async fn messages_are_public_or_private_and_the_owner_is_notified_by_mail() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let p = project_id(&admin, "Edificio Los Robles").await;
    let f = fixture(&admin, &p, "Depto 102", "dueno@example.cl").await;
    let r = request(&admin, &f, "Humedad").await;
    let (s, m) = message(&admin, id(&r), &[("body", "Nota interna"), ("private", "true")], vec![("foto.png", png())]).await;
    assert_eq!(s, StatusCode::CREATED, "{m}");
    assert_eq!(m["data"]["private"], true);
    let url = m["data"]["attachments"][0]["url"].as_str().unwrap();
    assert!(url.starts_with("/api/warranties/attachments/"), "{url}");
    let (s, _, got) = bytes(&admin, url).await;
    assert_eq!((s, got), (StatusCode::OK, png()));

    let notify = format!("/api/warranties/requests/{}/notify", id(&r));
    let (s, b) = admin.post(&notify, json!({"message": "x".repeat(1001)})).await;
    assert_eq!((s, field_error(&b, "message")), (StatusCode::UNPROCESSABLE_ENTITY, "El mensaje puede tener como máximo 1000 caracteres.".to_string()));
    let (s, b) = admin.post(&notify, json!({"message": "Visitaremos su departamento el jueves."})).await;
    assert_eq!((s, b["data"]["private"].as_bool()), (StatusCode::CREATED, Some(false)), "{b}");
    let mail = app.sent_mail().await;
    let sent = mail.iter().find(|(to, _, _)| to == "dueno@example.cl").expect("the owner got the notice");
    assert!(sent.1.starts_with(&format!("Solicitud #{}", r["number"])) && sent.2.contains("jueves"), "{sent:?}");
    let (_, thread) = admin.get(&format!("/api/warranties/requests/{}/messages", id(&r))).await;
    assert_eq!(thread["data"].as_array().unwrap().len(), 2);
    let (_, activity) = admin.get(&format!("/api/warranties/requests/{}/activity", id(&r))).await;
    let actions: Vec<&str> = activity["data"].as_array().unwrap().iter().map(|a| a["action"].as_str().unwrap()).collect();
    assert!(actions.contains(&"owner_notified") && actions.contains(&"message") && actions.contains(&"created"), "{actions:?}");
}

#[tokio::test]
async fn failures_come_from_the_checklist_and_carry_their_warranty() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let p = project_id(&admin, "Edificio Los Robles").await;
    let f = fixture(&admin, &p, "Depto 103", "tres@example.cl").await;
    let r = request(&admin, &f, "Varias fallas").await;
    let path = format!("/api/warranties/requests/{}/failures", id(&r));

    let (_, tree) = admin.get(&format!("/api/warranties/requests/{}/checklist", id(&r))).await;
    assert_eq!(tree["data"]["areas"][0]["places"][0]["items"].as_array().unwrap().len(), 2, "{tree}");
    assert_eq!(tree["data"]["severities"][0]["id"].as_str(), Some(f.severity.as_str()));

    // The item must hang from the place, the place from the area; a project with severities needs one.
    let (s, b) = admin.post(&path, json!({"area_id": f.area, "place_id": f.items[0], "item_id": f.items[0]})).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(!field_error(&b, "place_id").is_empty() && !field_error(&b, "severity_id").is_empty(), "{b}");
    // The issue's severity is the default.
    let (s, b) = admin.post(&path, json!({"area_id": f.area, "place_id": f.place, "item_id": f.items[0], "issue_id": f.issue, "batch": "Lote 3"})).await;
    assert_eq!(s, StatusCode::CREATED, "{b}");
    let first = b["data"].clone();
    assert_eq!((first["number"].as_i64(), first["severity"]["id"].as_str(), first["issue"]["name"].as_str()), (Some(1), Some(f.severity.as_str()), Some("Mancha de humedad")));
    assert_eq!((first["guarantee"].as_str(), first["in_warranty"].as_bool(), first["status"].as_str()), (Some("finishes"), Some(true), Some("pending")));

    // Chile: finishes are covered 3 years from the registry inscription; a unit registered 4 years ago is out.
    let old = (chrono::Utc::now().date_naive() - chrono::Duration::days(4 * 366)).to_string();
    let (s, u) = admin.put(&format!("/api/warranties/units/{}", f.unit), json!({"name": "Depto 103", "unit_type_id": f.unit_type, "registry_date": old, "parkings": [], "stores": []})).await;
    assert_eq!(s, StatusCode::OK, "{u}");
    let late = failure(&admin, &f, id(&r), 1, "Cerámica suelta").await;
    assert_eq!(late["in_warranty"], false, "{late}");
    let (s, b) = admin.put(&format!("/api/warranties/failures/{}", id(&late)), json!({"area_id": f.area, "place_id": f.place, "item_id": f.items[1], "severity_id": f.severity, "guarantee": "structure", "detail": "Fisura en losa"})).await;
    assert_eq!((s, b["data"]["guarantee"].as_str(), b["data"]["in_warranty"].as_bool()), (StatusCode::OK, Some("structure"), Some(true)), "structure has 10 years: {b}");
    let (_, r2) = admin.get(&format!("/api/warranties/requests/{}", id(&r))).await;
    assert_eq!((r2["data"]["failures_total"].as_u64(), r2["data"]["out_of_warranty"].as_u64()), (Some(2), Some(0)));

    // Not applicable needs a reason and only a pending failure; reopen brings it back.
    let act = format!("/api/warranties/failures/{}/actions", id(&first));
    let (s, b) = admin.post(&act, json!({"action": "not_applicable"})).await;
    assert_eq!((s, field_error(&b, "reason")), (StatusCode::UNPROCESSABLE_ENTITY, "Este campo es obligatorio.".to_string()));
    let (_, b) = admin.post(&act, json!({"action": "not_applicable", "reason": "Daño por uso"})).await;
    assert_eq!((b["data"]["status"].as_str(), b["data"]["status_reason"].as_str()), (Some("not_applicable"), Some("Daño por uso")));
    let (s, b) = admin.post(&format!("/api/warranties/failures/{}/actions", id(&late)), json!({"action": "reopen"})).await;
    assert_eq!((s, field_error(&b, "action").is_empty()), (StatusCode::UNPROCESSABLE_ENTITY, false), "a pending failure has nothing to reopen");
    let (_, b) = admin.post(&act, json!({"action": "reopen"})).await;
    assert_eq!(b["data"]["status"], "pending");

    // Combine: same enclosure, place and item only; the lowest number stays with both details and photos.
    let (s, b) = admin.post(&format!("{path}/combine"), json!({"ids": [id(&first), id(&late)]})).await;
    assert_eq!((s, field_error(&b, "ids")), (StatusCode::UNPROCESSABLE_ENTITY, "Solo se combinan fallas del mismo recinto, lugar e ítem.".to_string()));
    let third = failure(&admin, &f, id(&r), 0, "Segunda mancha").await;
    let (s, photo) = upload(&admin, reqwest::Method::POST, &format!("/api/warranties/failures/{}/photos", id(&third)), &[], vec![("mancha.png", png())]).await;
    assert_eq!(s, StatusCode::CREATED, "{photo}");
    let (s, kept) = admin.post(&format!("{path}/combine"), json!({"ids": [id(&third), id(&first)]})).await;
    assert_eq!(s, StatusCode::OK, "{kept}");
    assert_eq!((kept["data"]["number"].as_i64(), kept["data"]["photos"].as_array().unwrap().len()), (Some(1), 1));
    assert!(kept["data"]["detail"].as_str().unwrap().contains("Segunda mancha"), "{kept}");
    let (_, all) = admin.get(&path).await;
    let combined = all["data"].as_array().unwrap().iter().find(|x| x["id"] == third["id"]).unwrap().clone();
    assert_eq!((combined["status"].as_str(), combined["combined_into"].as_i64()), (Some("combined"), Some(1)));
    let (_, activity) = admin.get(&format!("/api/warranties/requests/{}/activity", id(&r))).await;
    let actions: Vec<&str> = activity["data"].as_array().unwrap().iter().map(|a| a["action"].as_str().unwrap()).collect();
    for expected in ["failure_added", "failure_reclassified", "failure_changed", "failures_combined"] {
        assert!(actions.contains(&expected), "{expected} missing from {actions:?}");
    }
}

#[tokio::test]
async fn merging_moves_the_failures_and_undo_puts_them_back() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let p = project_id(&admin, "Edificio Los Robles").await;
    let f = fixture(&admin, &p, "Depto 104", "cuatro@example.cl").await;
    let other = fixture(&admin, &p, "Depto 105", "cinco@example.cl").await;
    let target = request(&admin, &f, "Principal").await;
    let source = request(&admin, &f, "Duplicada").await;
    let elsewhere = request(&admin, &other, "Otra unidad").await;
    failure(&admin, &f, id(&target), 0, "A").await;
    let moved = failure(&admin, &f, id(&source), 1, "B").await;

    let merge = format!("/api/warranties/requests/{}/merge", id(&target));
    let (s, b) = admin.post(&merge, json!({"source_id": id(&elsewhere)})).await;
    assert_eq!((s, field_error(&b, "source_id").is_empty()), (StatusCode::UNPROCESSABLE_ENTITY, false), "another unit: {b}");
    let (_, candidates) = admin.get(&format!("/api/warranties/requests/{}/merge-candidates", id(&target))).await;
    let ids: Vec<&str> = candidates["data"].as_array().unwrap().iter().map(|c| c["id"].as_str().unwrap()).collect();
    assert_eq!(ids, vec![id(&source)]);
    let (s, m) = admin.post(&merge, json!({"source_id": id(&source)})).await;
    assert_eq!(s, StatusCode::OK, "{m}");
    let (_, list) = admin.get(&format!("/api/warranties/requests/{}/failures", id(&target))).await;
    let numbers: Vec<i64> = list["data"].as_array().unwrap().iter().map(|x| x["number"].as_i64().unwrap()).collect();
    assert_eq!(numbers, vec![1, 2], "the moved failure is numbered after the target's");
    let (_, undone) = admin.post(&format!("/api/warranties/merges/{}/undo", m["data"]["id"].as_str().unwrap()), json!({})).await;
    assert!(undone["data"]["undone_at"].is_string(), "{undone}");
    let (_, back) = admin.get(&format!("/api/warranties/requests/{}/failures", id(&source))).await;
    assert_eq!((back["data"][0]["id"].as_str(), back["data"][0]["number"].as_i64()), (Some(id(&moved)), Some(1)));

    // A request with an order cannot be merged.
    order(&admin, id(&source), "oi", &[id(&moved)]).await;
    let (s, b) = admin.post(&merge, json!({"source_id": id(&source)})).await;
    assert_eq!((s, field_error(&b, "source_id").is_empty()), (StatusCode::UNPROCESSABLE_ENTITY, false));
}

#[tokio::test]
async fn requests_of_unassigned_projects_do_not_exist_and_read_only_users_cannot_change_them() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let inspector = app.login("inspector").await;
    let torre = project_id(&admin, "Torre Central").await;
    let f = fixture(&admin, &torre, "Oficina 1", "oficina@example.cl").await;
    let r = request(&admin, &f, "Ventana").await;
    let fail = failure(&admin, &f, id(&r), 0, "Sello").await;
    let o = order(&admin, id(&r), "oi", &[id(&fail)]).await;
    for path in [format!("/api/warranties/requests/{}", id(&r)), format!("/api/warranties/requests/{}/failures", id(&r)), format!("/api/warranties/orders/{}", id(&o)), format!("/api/warranties/requests/{}/messages", id(&r))] {
        let (s, _) = inspector.get(&path).await;
        assert_eq!(s, StatusCode::NOT_FOUND, "{path}");
    }
    let robles = project_id(&admin, "Edificio Los Robles").await;
    let g = fixture(&admin, &robles, "Depto 106", "seis@example.cl").await;
    let mine = request(&admin, &g, "Visible").await;
    let (s, _) = inspector.get(&format!("/api/warranties/requests/{}", id(&mine))).await;
    assert_eq!(s, StatusCode::OK, "the inspector reads after-sales");
    let (s, _) = inspector.put(&format!("/api/warranties/requests/{}", id(&mine)), json!({"subject": "Cambio"})).await;
    assert_eq!(s, StatusCode::FORBIDDEN, "but cannot change it without the manage key");
    let (s, _) = inspector.post(&format!("/api/warranties/requests/{}/failures", id(&mine)), json!({})).await;
    assert_eq!(s, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn the_statistics_count_what_happened_and_export_the_same_numbers() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let p = project_id(&admin, "Edificio Los Robles").await;
    let f = fixture(&admin, &p, "Depto 107", "siete@example.cl").await;
    let a = request(&admin, &f, "Uno").await;
    let b = request(&admin, &f, "Dos").await;
    failure(&admin, &f, id(&a), 0, "x").await;
    failure(&admin, &f, id(&a), 1, "y").await;
    failure(&admin, &f, id(&b), 0, "z").await;
    message(&admin, id(&a), &[("body", "Recibido")], vec![]).await;
    admin.post(&format!("/api/warranties/requests/{}/actions", id(&b)), json!({"action": "finish", "message": "Listo"})).await;

    let (s, st) = admin.get(&format!("/api/warranties/stats?projectId={p}")).await;
    assert_eq!(s, StatusCode::OK, "{st}");
    let d = &st["data"];
    assert_eq!((d["total"].as_u64(), d["by_status"]["finished"].as_u64(), d["by_origin"]["call"].as_u64()), (Some(2), Some(1), Some(2)));
    assert_eq!(d["failures_total"].as_u64(), Some(2), "finishing removed b's pending failure: {d}");
    assert_eq!(d["failures_by_place"][0], json!({"name": "Muros", "count": 2}));
    assert_eq!(d["first_response_hours"]["count"].as_u64(), Some(2), "a message and a justification answer the owner");
    assert_eq!(d["close_days"]["count"].as_u64(), Some(1));
    assert_eq!(d["by_age"][0], json!({"name": "lt1", "count": 1}));
    let (s, b) = admin.get(&format!("/api/warranties/stats?projectId={p}&from=2026-02-01&to=2026-01-01")).await;
    assert_eq!((s, field_error(&b, "to").is_empty()), (StatusCode::UNPROCESSABLE_ENTITY, false));
    let tomorrow = (chrono::Utc::now().date_naive() + chrono::Duration::days(1)).to_string();
    let (_, empty) = admin.get(&format!("/api/warranties/stats?projectId={p}&from={tomorrow}")).await;
    assert_eq!(empty["data"]["total"].as_u64(), Some(0));

    let (s, kind, xlsx) = bytes(&admin, &format!("/api/warranties/stats/export?projectId={p}")).await;
    assert_eq!((s, kind.as_str()), (StatusCode::OK, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"));
    use calamine::{Reader, Xlsx};
    let mut book: Xlsx<_> = Xlsx::new(std::io::Cursor::new(xlsx)).unwrap();
    let summary = book.worksheet_range("Resumen").unwrap();
    let cell = |r: usize, c: usize| summary.get((r, c)).map(|v| v.to_string()).unwrap_or_default();
    assert_eq!((cell(1, 0), cell(1, 1)), ("Solicitudes".to_string(), "2".to_string()));
    let places = book.worksheet_range("Lugares").unwrap();
    assert_eq!(places.get((1, 0)).map(|v| v.to_string()), Some("Muros".into()));
}

#[tokio::test]
async fn the_demo_project_has_requests_in_every_state_with_failures_and_orders() {
    let app = spawn().await;
    let inspector = app.login("inspector").await;
    let p = project_id(&inspector, "Condominio Vista Cordillera").await;
    let (_, summary) = inspector.get(&format!("/api/warranties/requests/summary?projectId={p}")).await;
    for status in ["new", "open", "pending", "postponed", "finished"] {
        assert!(summary["data"]["by_status"][status].as_u64().unwrap_or(0) > 0, "no {status} request: {summary}");
    }
    let (_, list) = inspector.get(&format!("/api/warranties/requests?projectId={p}&rowsPerPage=50")).await;
    let rows = list["data"].as_array().unwrap();
    assert!(rows.iter().all(|r| r["owner_email"].is_string() && r["unit"]["name"].is_string()), "{list}");
    assert!(rows.iter().any(|r| r["orders_total"].as_u64() == Some(1)) && rows.iter().map(|r| r["failures_total"].as_u64().unwrap()).sum::<u64>() >= 8);
}
