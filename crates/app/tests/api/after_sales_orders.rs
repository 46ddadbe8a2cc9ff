//! Orders and conformity records: an inspection order on pending failures, its schedule rules, the owner's visit
//! answer, managing it, the conformity record signed (or refused) with its PDF, the follow-up work order,
//! reopening a failure whose record has no answer, and what finishing does to the failures left.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use reqwest::StatusCode;
use serde_json::json;

use crate::{after_sales_support::*, support::*, warranties_support::*};

#[tokio::test]
async fn an_order_needs_a_schedule_and_locks_once_managed() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let p = project_id(&admin, "Edificio Los Robles").await;
    let f = fixture(&admin, &p, "Depto 201", "o1@example.cl").await;
    let r = request(&admin, &f, "Orden").await;
    let a = failure(&admin, &f, id(&r), 0, "Mancha").await;
    let b = failure(&admin, &f, id(&r), 1, "Cerámica").await;
    let path = format!("/api/warranties/requests/{}/orders", id(&r));

    let (s, e) = admin.post(&path, json!({"kind": "oi", "failure_ids": [id(&a)]})).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&e, "starts_at"), "La orden requiere una agenda: indica inicio y término.");
    assert_eq!(field_error(&e, "responsible_id"), "Indica un responsable o un contratista.");
    let (starts, ends) = window(2);
    let (s, e) = admin.post(&path, json!({"kind": "oi", "contractor": "Sur", "starts_at": ends, "ends_at": starts, "failure_ids": [id(&a)]})).await;
    assert_eq!((s, field_error(&e, "ends_at")), (StatusCode::UNPROCESSABLE_ENTITY, "El término debe ser posterior al inicio.".to_string()));

    let oi = order(&admin, id(&r), "oi", &[id(&a)]).await;
    assert_eq!((oi["code"].as_str(), oi["status"].as_str(), oi["duration_minutes"].as_i64()), (Some("OI-1"), Some("created"), Some(120)));
    assert_eq!(oi["owner_may_answer"], true, "three days ahead, inside the 24-hour window");
    // A failure in a live order is not pending any more.
    let (s, e) = admin.post(&path, json!({"kind": "ot", "contractor": "Sur", "starts_at": starts, "ends_at": ends, "failure_ids": [id(&a)]})).await;
    assert_eq!((s, field_error(&e, "failure_ids").is_empty()), (StatusCode::UNPROCESSABLE_ENTITY, false));

    // The owner's answer (recorded by staff); a new window reschedules and clears it.
    let (_, v) = admin.post(&format!("/api/warranties/orders/{}/visit", id(&oi)), json!({"answer": "confirm"})).await;
    assert_eq!((v["data"]["status"].as_str(), v["data"]["visit"]["answer"].as_str(), v["data"]["visit"]["by_owner"].as_bool()), (Some("confirmed"), Some("confirm"), Some(false)));
    let edit = format!("/api/warranties/orders/{}", id(&oi));
    let (s, e) = admin.put(&edit, json!({"contractor": "Sur", "starts_at": starts, "ends_at": ends, "failure_ids": [id(&a), id(&b)]})).await;
    assert_eq!(s, StatusCode::OK, "{e}");
    assert_eq!((e["data"]["status"].as_str(), e["data"]["visit"]["answer"].as_str(), e["data"]["failures"].as_array().unwrap().len()), (Some("rescheduled"), None, 2));
    let (_, r2) = admin.get(&format!("/api/warranties/requests/{}", id(&r))).await;
    assert_eq!((r2["data"]["orders_total"].as_u64(), r2["data"]["failures_pending"].as_u64()), (Some(1), Some(2)));

    let manage = format!("/api/warranties/orders/{}/manage", id(&oi));
    let (s, e) = admin.post(&manage, json!({"results": [{"failure_id": id(&a), "result": "solved"}]})).await;
    assert_eq!((s, field_error(&e, "results.1.result")), (StatusCode::UNPROCESSABLE_ENTITY, "Este campo es obligatorio.".to_string()), "{e}");
    let (s, m) = admin.post(&manage, json!({"results": [{"failure_id": id(&a), "result": "solved", "comment": "Pintado"}, {"failure_id": id(&b), "result": "not_solved"}]})).await;
    assert_eq!((s, m["data"]["status"].as_str()), (StatusCode::OK, Some("managed")), "{m}");
    let (_, list) = admin.get(&format!("/api/warranties/requests/{}/failures", id(&r))).await;
    let status: Vec<&str> = list["data"].as_array().unwrap().iter().map(|x| x["status"].as_str().unwrap()).collect();
    assert_eq!(status, vec!["managed", "pending"], "a solved failure waits for conformity, the other for a new order");
    let (s, e) = admin.put(&edit, json!({"contractor": "Sur", "starts_at": starts, "ends_at": ends})).await;
    assert_eq!((s, field_error(&e, "status")), (StatusCode::UNPROCESSABLE_ENTITY, "La orden ya fue gestionada o anulada: su agenda no se puede cambiar.".to_string()));
    let (s, e) = admin.put(&format!("/api/warranties/failures/{}", id(&a)), json!({"area_id": f.area, "place_id": f.place, "item_id": f.items[1], "severity_id": f.severity})).await;
    assert_eq!((s, field_error(&e, "status").is_empty()), (StatusCode::UNPROCESSABLE_ENTITY, false), "a managed failure is not reclassified");

    // Cancelling an order puts its scheduled failures back.
    let ot = order(&admin, id(&r), "ot", &[id(&b)]).await;
    let (s, e) = admin.post(&format!("/api/warranties/orders/{}/cancel", id(&ot)), json!({})).await;
    assert_eq!((s, field_error(&e, "reason")), (StatusCode::UNPROCESSABLE_ENTITY, "Este campo es obligatorio.".to_string()));
    let (_, c) = admin.post(&format!("/api/warranties/orders/{}/cancel", id(&ot)), json!({"reason": "Propietario de viaje"})).await;
    assert_eq!((c["data"]["status"].as_str(), c["data"]["code"].as_str()), (Some("cancelled"), Some("OT-1")));
    let (_, list) = admin.get(&format!("/api/warranties/requests/{}/failures", id(&r))).await;
    assert_eq!(list["data"][1]["status"], "pending");
}

#[tokio::test]
async fn the_owner_signs_a_conformity_record_and_a_non_conforming_failure_goes_to_a_work_order() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let p = project_id(&admin, "Edificio Los Robles").await;
    let f = fixture(&admin, &p, "Depto 202", "o2@example.cl").await;
    let r = request(&admin, &f, "Conformidad").await;
    let a = failure(&admin, &f, id(&r), 0, "Mancha").await;
    let b = failure(&admin, &f, id(&r), 1, "Cerámica").await;
    let oi = order(&admin, id(&r), "oi", &[id(&a), id(&b)]).await;
    let acs = format!("/api/warranties/requests/{}/ac", id(&r));
    let (s, e) = admin.post(&acs, json!({"failure_ids": [id(&a)]})).await;
    assert_eq!((s, field_error(&e, "failure_ids").is_empty()), (StatusCode::UNPROCESSABLE_ENTITY, false), "not managed yet");
    admin.post(&format!("/api/warranties/orders/{}/manage", id(&oi)), json!({"results": [{"failure_id": id(&a), "result": "solved", "comment": "Pintado"}, {"failure_id": id(&b), "result": "solved", "comment": "Cambiada"}]})).await;

    let (s, ac) = admin.post(&acs, json!({"failure_ids": [id(&a), id(&b)]})).await;
    assert_eq!((s, ac["data"]["code"].as_str(), ac["data"]["status"].as_str()), (StatusCode::CREATED, Some("AC-1"), Some("pending")), "{ac}");
    let sign = format!("/api/warranties/ac/{}/sign", ac["data"]["id"].as_str().unwrap());
    let (s, e) = admin.post(&sign, json!({"signer_name": "Iñaki Muñoz", "signature": "data:image/png;base64,AAAA", "verdicts": [{"failure_id": id(&a), "verdict": "conforming"}]})).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(!field_error(&e, "signature").is_empty() && !field_error(&e, "verdicts.1.verdict").is_empty(), "{e}");
    let body = json!({"signer_name": "Iñaki Muñoz", "signature": png_data_url(), "comment": "La cerámica sigue suelta.", "verdicts": [{"failure_id": id(&a), "verdict": "conforming"}, {"failure_id": id(&b), "verdict": "non_conforming"}]});
    let (s, signed) = admin.post(&sign, body.clone()).await;
    assert_eq!(s, StatusCode::OK, "{signed}");
    assert_eq!((signed["data"]["status"].as_str(), signed["data"]["has_pdf"].as_bool()), (Some("non_conforming"), Some(true)));
    let (s, again) = admin.post(&sign, body).await;
    assert_eq!((s, field_error(&again, "status")), (StatusCode::UNPROCESSABLE_ENTITY, "El acta de conformidad ya fue respondida.".to_string()), "stored once, never rewritten");
    let (s, kind, pdf) = bytes(&admin, signed["data"]["pdf_url"].as_str().unwrap()).await;
    assert_eq!((s, kind.as_str()), (StatusCode::OK, "application/pdf"));
    let text = pdf_text(&pdf);
    for expected in ["AC-1", "Depto 202", "Iñaki Muñoz", "Pintura", "Cerámica", "Pintado", "No conforme", "La cerámica sigue suelta."] {
        assert!(text.contains(expected), "the record lacks {expected:?}:\n{text}");
    }
    let (_, list) = admin.get(&format!("/api/warranties/requests/{}/failures", id(&r))).await;
    let states: Vec<(&str, &str)> = list["data"].as_array().unwrap().iter().map(|x| (x["status"].as_str().unwrap(), x["ac_status"].as_str().unwrap())).collect();
    assert_eq!(states, vec![("managed", "conforming"), ("pending", "non_conforming")]);

    let (starts, ends) = window(4);
    let (s, ot) = admin.post(&format!("/api/warranties/ac/{}/follow-up", signed["data"]["id"].as_str().unwrap()), json!({"kind": "ot", "contractor": "Cerámicas Sur", "starts_at": starts, "ends_at": ends})).await;
    assert_eq!(s, StatusCode::CREATED, "{ot}");
    assert_eq!((ot["data"]["code"].as_str(), ot["data"]["failures"][0]["id"].as_str()), (Some("OT-1"), Some(id(&b))));
}

#[tokio::test]
async fn reopening_a_failure_whose_record_has_no_answer_deletes_the_record_and_finishing_warns() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let p = project_id(&admin, "Edificio Los Robles").await;
    let f = fixture(&admin, &p, "Depto 203", "o3@example.cl").await;
    let r = request(&admin, &f, "Reabrir").await;
    let a = failure(&admin, &f, id(&r), 0, "Mancha").await;
    let b = failure(&admin, &f, id(&r), 1, "Cerámica").await;
    let c = failure(&admin, &f, id(&r), 1, "Zócalo").await;
    let oi = order(&admin, id(&r), "oi", &[id(&a), id(&b)]).await;
    admin.post(&format!("/api/warranties/orders/{}/manage", id(&oi)), json!({"results": [{"failure_id": id(&a), "result": "solved"}, {"failure_id": id(&b), "result": "solved"}]})).await;
    let (_, ac) = admin.post(&format!("/api/warranties/requests/{}/ac", id(&r)), json!({"failure_ids": [id(&a)]})).await;
    assert_eq!(ac["data"]["status"], "pending");

    let (s, reopened) = admin.post(&format!("/api/warranties/failures/{}/actions", id(&a)), json!({"action": "reopen"})).await;
    assert_eq!((s, reopened["data"]["status"].as_str(), reopened["data"]["ac_status"].as_str()), (StatusCode::OK, Some("pending"), None), "{reopened}");
    let (_, records) = admin.get(&format!("/api/warranties/requests/{}/ac", id(&r))).await;
    assert_eq!(records["data"].as_array().unwrap().len(), 0, "the unanswered record is gone");

    // Finishing removes a and c (pending) and warns that b has no conformity.
    let (s, done) = admin.post(&format!("/api/warranties/requests/{}/actions", id(&r)), json!({"action": "finish", "message": "Cierre"})).await;
    assert_eq!(s, StatusCode::OK, "{done}");
    let warnings: Vec<&str> = done["warnings"].as_array().unwrap().iter().map(|w| w.as_str().unwrap()).collect();
    assert_eq!(warnings, vec!["Se eliminaron 2 falla(s) pendiente(s) al terminar la solicitud.", "1 falla(s) gestionada(s) no tienen conformidad del propietario."]);
    let (_, list) = admin.get(&format!("/api/warranties/requests/{}/failures", id(&r))).await;
    let left: Vec<&str> = list["data"].as_array().unwrap().iter().map(|x| x["id"].as_str().unwrap()).collect();
    assert_eq!(left, vec![id(&b)]);
    let _ = c;
}

/// Changes at once never undo each other: each accepted change moves the version by exactly one (a lost update
/// would leave fewer versions than answers 200), the rest are 409.
#[tokio::test]
async fn concurrent_order_changes_are_each_counted_or_refused() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let p = project_id(&admin, "Edificio Los Robles").await;
    let f = fixture(&admin, &p, "Depto 209", "o9@example.cl").await;
    let r = request(&admin, &f, "Carrera").await;
    let a = failure(&admin, &f, id(&r), 0, "Mancha").await;
    let oi = order(&admin, id(&r), "oi", &[id(&a)]).await;
    let path = format!("/api/warranties/orders/{}", id(&oi));
    let calls = (0..8).map(|i| {
        let (starts, ends) = window(3 + i);
        admin.put(&path, json!({"contractor": format!("Equipo {i}"), "starts_at": starts, "ends_at": ends}))
    });
    let answers = futures::future::join_all(calls).await;
    let ok = answers.iter().filter(|(s, _)| *s == StatusCode::OK).count() as i64;
    assert!(ok >= 1 && answers.iter().all(|(s, b)| *s == StatusCode::OK || *s == StatusCode::CONFLICT || panic!("{s} {b}")));
    let (_, now) = admin.get(&path).await;
    assert_eq!(now["data"]["version"].as_i64(), Some(oi["version"].as_i64().unwrap() + ok), "{answers:?}");
}
