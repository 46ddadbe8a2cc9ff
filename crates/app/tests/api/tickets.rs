//! Cmanagement tickets: every state transition (legal and illegal), the justification on finish, messages with
//! attachments and the 1000-character limit, notices to the responsible and CC, versions.

use reqwest::StatusCode;
use serde_json::json;

use crate::{support::*, tickets_support::*};

#[tokio::test]
async fn a_ticket_walks_every_legal_transition_and_refuses_the_illegal_ones_with_the_reason() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let t = ticket(&admin, &project, "Filtración en baño depto. 302", json!({})).await;
    let id = t["id"].as_str().unwrap();
    assert_eq!((t["status"].as_str(), t["status_letter"].as_str(), t["number"].as_i64()), (Some("new"), Some("N"), Some(1)));

    let step = |body: serde_json::Value| act(&admin, id, body);
    // Illegal from new: stop postponing, reopen.
    let (status, body) = step(json!({"action": "resume"})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "action"), "Solo se puede dejar de posponer un ticket pospuesto.");
    let (status, body) = step(json!({"action": "reopen"})).await;
    assert_eq!((status, field_error(&body, "action")), (StatusCode::UNPROCESSABLE_ENTITY, "Solo se puede reabrir un ticket finalizado.".to_string()));

    let (status, body) = step(json!({"action": "open"})).await;
    assert_eq!((status, body["data"]["status_letter"].as_str()), (StatusCode::OK, Some("A")));
    let (_, body) = step(json!({"action": "open"})).await;
    assert_eq!(field_error(&body, "action"), "Solo un ticket nuevo o pendiente puede pasar a abierto.");

    let (status, body) = step(json!({"action": "send_as", "send_as": "waiting_applicant"})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!((body["data"]["status"].as_str(), body["data"]["status_letter"].as_str(), body["data"]["send_as"].as_str()), (Some("pending"), Some("P"), Some("waiting_applicant")));

    // Postponing needs a later date.
    let (status, body) = step(json!({"action": "postpone"})).await;
    assert_eq!((status, field_error(&body, "until")), (StatusCode::UNPROCESSABLE_ENTITY, "Este campo es obligatorio.".to_string()));
    let (_, body) = step(json!({"action": "postpone", "until": days_from_today(0)})).await;
    assert!(field_error(&body, "until").starts_with("La fecha debe ser posterior a"), "{body}");
    let until = days_from_today(7);
    let (status, body) = step(json!({"action": "postpone", "until": until})).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!((body["data"]["status"].as_str(), body["data"]["status_letter"].as_str(), body["data"]["postponed_until"].as_str()), (Some("postponed"), Some("P"), Some(until.as_str())));
    let (_, body) = step(json!({"action": "send_as", "send_as": "in_progress"})).await;
    assert!(field_error(&body, "action").starts_with("Un ticket pospuesto o finalizado"), "{body}");
    let (_, body) = step(json!({"action": "open"})).await;
    assert_eq!(field_error(&body, "action"), "Solo un ticket nuevo o pendiente puede pasar a abierto.");

    let (status, body) = step(json!({"action": "resume"})).await;
    assert_eq!((status, body["data"]["status"].as_str(), body["data"]["postponed_until"].is_null()), (StatusCode::OK, Some("open"), true));

    // Finishing needs a justification.
    let (status, body) = step(json!({"action": "finish"})).await;
    assert_eq!((status, field_error(&body, "message")), (StatusCode::UNPROCESSABLE_ENTITY, "Para finalizar el ticket escribe un mensaje de justificación.".to_string()));
    let (_, body) = step(json!({"action": "finish", "message": "   "})).await;
    assert!(!field_error(&body, "message").is_empty());
    let (_, body) = step(json!({"action": "finish", "message": "x".repeat(1001)})).await;
    assert_eq!(field_error(&body, "message"), "El mensaje puede tener como máximo 1000 caracteres.");
    let (status, body) = step(json!({"action": "finish", "message": "Se selló la junta y se probó con agua."})).await;
    assert_eq!((status, body["data"]["status_letter"].as_str(), body["data"]["finished_at"].is_string()), (StatusCode::OK, Some("F"), true));
    for action in ["finish", "postpone", "open"] {
        let (status, _) = step(json!({"action": action, "message": "x", "until": days_from_today(3)})).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{action} on a finished ticket");
    }
    let (_, body) = step(json!({"action": "send_as", "send_as": "waiting_agent"})).await;
    assert!(field_error(&body, "action").starts_with("Un ticket pospuesto o finalizado"));

    let (status, body) = step(json!({"action": "reopen"})).await;
    assert_eq!((status, body["data"]["status"].as_str(), body["data"]["finished_at"].is_null()), (StatusCode::OK, Some("open"), true));
    let (status, body) = step(json!({"action": "send_as", "send_as": "resolved"})).await;
    assert_eq!((status, field_error(&body, "message")), (StatusCode::UNPROCESSABLE_ENTITY, "Para finalizar el ticket escribe un mensaje de justificación.".to_string()));
    let (_, body) = step(json!({"action": "send_as", "send_as": "waiting_agent"})).await;
    assert_eq!(body["data"]["status"], "open");
    let (_, body) = step(json!({"action": "dance"})).await;
    assert_eq!(field_error(&body, "action"), "Selecciona una opción válida.");

    // The justification is in the thread, and every change is in the activity with who, when and why.
    let thread = messages(&admin, id).await;
    assert_eq!(thread.len(), 1);
    assert_eq!((thread[0]["kind"].as_str(), thread[0]["body"].as_str()), (Some("justification"), Some("Se selló la junta y se probó con agua.")));
    let log = activity(&admin, id).await;
    let moves: Vec<(String, String)> = log.iter().filter(|e| e["action"] == "status").map(|e| (e["detail"]["from"].as_str().unwrap().into(), e["detail"]["to"].as_str().unwrap().into())).collect();
    let expected = [("new", "open"), ("open", "pending"), ("pending", "postponed"), ("postponed", "open"), ("open", "finished"), ("finished", "open"), ("open", "open")];
    assert_eq!(moves, expected.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect::<Vec<_>>());
    let finish = log.iter().find(|e| e["detail"]["to"] == "finished").unwrap();
    assert_eq!((finish["user"]["name"].as_str(), finish["detail"]["reason"].as_str()), (Some("Carolina Vergara Soto"), Some("Se selló la junta y se probó con agua.")));
    assert!(finish["created_at"].is_string());
    assert_eq!(log[0]["action"], "created");

    // pt: the same refusal in Portuguese.
    let pt = app.login("admin").await.lang("pt-BR");
    let (_, body) = act(&pt, id, json!({"action": "reopen"})).await;
    assert_eq!(field_error(&body, "action"), "Só é possível reabrir um ticket finalizado.");
}

#[tokio::test]
async fn messages_are_public_or_private_with_attachments_within_the_limits() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let id = ticket(&admin, &project, "Grieta en losa nivel 4", json!({})).await["id"].as_str().unwrap().to_string();
    let plan = b"%PDF-1.4 plano de losa".to_vec();
    let (status, body) = message(&admin, &id, "Adjunto el plano con la grieta marcada.", false, None, vec![("plano losa.pdf", plan.clone()), ("foto.jpg", vec![0xff, 0xd8, 0xff])]).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(body["data"]["attachments"].as_array().unwrap().len(), 2);
    let (status, body) = message(&admin, &id, "Nota interna: revisar garantía del contratista.", true, None, vec![]).await;
    assert_eq!((status, body["data"]["private"].as_bool()), (StatusCode::CREATED, Some(true)));

    let thread = messages(&admin, &id).await;
    assert_eq!(thread.iter().map(|m| m["private"].as_bool().unwrap()).collect::<Vec<_>>(), vec![false, true]);
    let url = thread[0]["attachments"][0]["url"].as_str().unwrap();
    assert_eq!(thread[0]["attachments"][0]["name"], "plano losa.pdf");
    let res = admin.http.get(format!("{}{url}", admin.base)).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    assert!(res.headers()["content-disposition"].to_str().unwrap().starts_with("attachment;"));
    assert_eq!(res.bytes().await.unwrap().to_vec(), plan);

    // Refusals keep nothing: no message, no stored object.
    let (status, body) = message(&admin, &id, &"x".repeat(1001), false, None, vec![("nota.txt", b"hola".to_vec())]).await;
    assert_eq!((status, field_error(&body, "body")), (StatusCode::UNPROCESSABLE_ENTITY, "El mensaje puede tener como máximo 1000 caracteres.".to_string()));
    let (status, body) = message(&admin, &id, "", false, None, vec![]).await;
    assert_eq!((status, field_error(&body, "body")), (StatusCode::UNPROCESSABLE_ENTITY, "Este campo es obligatorio.".to_string()));
    let (status, body) = message(&admin, &id, "virus", false, None, vec![("setup.exe", b"MZ".to_vec())]).await;
    assert_eq!((status, field_error(&body, "files")), (StatusCode::UNPROCESSABLE_ENTITY, "Extensión de archivo no permitida".to_string()));
    let big = vec![7u8; 20 * 1024 * 1024 + 1];
    let (status, body) = message(&admin, &id, "muy grande", false, None, vec![("ok.pdf", b"%PDF".to_vec()), ("video.mp4", big)]).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert!(field_error(&body, "files").contains("20 MB"), "{body}");
    let named: Vec<(String, Vec<u8>)> = (0..11).map(|i| (format!("nota-{i}.txt"), b"x".to_vec())).collect();
    let (status, body) = message(&admin, &id, "once archivos", false, None, named.iter().map(|(n, b)| (n.as_str(), b.clone())).collect()).await;
    assert_eq!((status, field_error(&body, "files")), (StatusCode::UNPROCESSABLE_ENTITY, "Selecciona como máximo 10 elemento(s).".to_string()));
    assert_eq!(messages(&admin, &id).await.len(), 2);
    assert_eq!(app.state.storage.keys("tickets/").await.unwrap().len(), 2, "only the two accepted attachments are stored");

    // Exactly 1000 characters is allowed; "send as" resolved with a message finishes the ticket.
    let (status, _) = message(&admin, &id, &"y".repeat(1000), false, None, vec![]).await;
    assert_eq!(status, StatusCode::CREATED);
    let (status, body) = message(&admin, &id, "Reparado y verificado.", false, Some("resolved"), vec![]).await;
    assert_eq!((status, body["data"]["kind"].as_str()), (StatusCode::CREATED, Some("justification")));
    assert_eq!(get_ticket(&admin, &id).await["status"], "finished");
}

#[tokio::test]
async fn the_responsible_and_cc_hear_about_assignment_messages_and_changes_as_they_chose() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let supervisor = app.login("supervisor").await;
    let contratista = app.login("contratista").await;
    let project = project_id(&admin, PROJECT).await;
    let sup = person(&admin, &project, "Valentina Herrera Núñez").await;
    let con = person(&admin, &project, "Jorge Castillo Ibáñez").await;
    // The contractor wants Cmanagement notices in the app only.
    let (status, _) = contratista.put("/api/notification-settings/cmanagement", json!({"in_app": true, "email": false})).await;
    assert_eq!(status, StatusCode::OK);

    let t = ticket(&admin, &project, "Falta baranda en escalera", json!({"responsible_id": sup, "cc_ids": [con]})).await;
    let id = t["id"].as_str().unwrap();
    assert_eq!(notice_titles(&supervisor).await, vec!["Ticket #1 asignado a ti"]);
    assert_eq!(notice_titles(&contratista).await, vec!["Te agregaron en copia del ticket #1"]);
    assert!(notice_titles(&admin).await.is_empty(), "the author is not told about their own change");

    message(&admin, id, "¿Pueden instalarla esta semana?", false, None, vec![]).await;
    act(&admin, id, json!({"action": "open"})).await;
    assert_eq!(notice_titles(&supervisor).await.len(), 3);
    assert_eq!(notice_titles(&contratista).await, vec!["El ticket #1 cambió de estado", "Nuevo mensaje en el ticket #1", "Te agregaron en copia del ticket #1"]);

    let mail = app.sent_mail().await;
    let to_sup: Vec<&str> = mail.iter().filter(|m| m.0 == "supervisor@constructora-andes.cl").map(|m| m.1.as_str()).collect();
    assert_eq!(to_sup, vec!["Ticket #1 asignado a ti", "Nuevo mensaje en el ticket #1", "El ticket #1 cambió de estado"]);
    assert!(mail.iter().any(|m| m.0 == "supervisor@constructora-andes.cl" && m.2.contains("¿Pueden instalarla esta semana?") && m.2.contains(&format!("http://obra.test/app/cmanagement/tickets/{id}/general"))));
    assert!(mail.iter().all(|m| m.0 != "contratista@constructora-andes.cl"), "e-mail was turned off");

    // Reassigning tells the new responsible; the responsible may move their own ticket without the manage key.
    let (status, body) = admin.put(&format!("/api/cmanagement/tickets/{id}"), json!({"version": get_ticket(&admin, id).await["version"], "responsible_id": con})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(notice_titles(&contratista).await[0], "Ticket #1 asignado a ti");
    let (status, _) = act(&contratista, id, json!({"action": "postpone", "until": days_from_today(2)})).await;
    assert_eq!(status, StatusCode::OK);
    let other = ticket(&admin, &project, "Otro", json!({})).await;
    let (status, _) = act(&contratista, other["id"].as_str().unwrap(), json!({"action": "open"})).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "not theirs and no manage key");
}

#[tokio::test]
async fn edits_check_people_category_and_the_version_read() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let t = ticket(&admin, &project, "Puerta descuadrada", json!({})).await;
    let id = t["id"].as_str().unwrap();
    let version = t["version"].as_i64().unwrap();
    let (status, body) = admin.put(&format!("/api/cmanagement/tickets/{id}"), json!({"version": version, "priority": "urgent", "description": "Depto. 1204"})).await;
    assert_eq!((status, body["data"]["priority"].as_str()), (StatusCode::OK, Some("urgent")), "{body}");
    let (status, _) = admin.put(&format!("/api/cmanagement/tickets/{id}"), json!({"version": version, "priority": "low"})).await;
    assert_eq!(status, StatusCode::CONFLICT, "a stale version is not overwritten");
    assert_eq!(get_ticket(&admin, id).await["priority"], "urgent");

    let stranger = uuid::Uuid::now_v7();
    let fresh = get_ticket(&admin, id).await["version"].clone();
    let (status, body) = admin.put(&format!("/api/cmanagement/tickets/{id}"), json!({"version": fresh, "responsible_id": stranger, "cc_ids": [stranger], "priority": "", "category_id": uuid::Uuid::now_v7()})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "responsible_id"), "El usuario no pertenece a este proyecto.");
    assert_eq!(field_error(&body, "cc_ids"), "El usuario no pertenece a este proyecto.");
    assert_eq!(field_error(&body, "priority"), "Este campo es obligatorio.");
    assert_eq!(field_error(&body, "category_id"), "La categoría no existe o está inactiva.");
    assert_eq!(get_ticket(&admin, id).await["version"], fresh, "nothing was written");

    let (status, body) = try_ticket(&admin, &project, "", json!({"origin": "telepatía", "priority": "altísima"})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "subject"), "Este campo es obligatorio.");
    assert_eq!(field_error(&body, "origin"), "Selecciona una opción válida.");
    assert_eq!(field_error(&body, "priority"), "Selecciona una opción válida.");
    let (_, body) = admin.get(&format!("/api/cmanagement/tickets?projectId={project}")).await;
    assert_eq!(body["total"], 1, "a refused ticket takes no number and leaves no row");
    assert_eq!(ticket(&admin, &project, "Segundo", json!({})).await["number"], 2);
}
