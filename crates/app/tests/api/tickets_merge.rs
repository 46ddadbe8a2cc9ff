//! Merging tickets: what moves, each refusal rule, and undo while nothing new happened.

use reqwest::StatusCode;
use serde_json::json;

use crate::{support::*, tickets_support::*};

async fn merge(client: &Client, target: &str, source: &str) -> (StatusCode, serde_json::Value) {
    client.post(&format!("/api/cmanagement/tickets/{target}/merge"), json!({"source_id": source})).await
}

#[tokio::test]
async fn a_merge_moves_messages_attachments_tasks_and_cc_and_undo_puts_everything_back() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let sup = person(&admin, &project, "Valentina Herrera Núñez").await;
    let con = person(&admin, &project, "Jorge Castillo Ibáñez").await;
    let target = ticket(&admin, &project, "Humedad en muro del living", json!({})).await;
    let source = ticket(&admin, &project, "Mancha de humedad living 302", json!({"responsible_id": sup, "cc_ids": [con]})).await;
    let (t, s) = (target["id"].as_str().unwrap(), source["id"].as_str().unwrap());
    message(&admin, t, "Primer aviso", false, None, vec![]).await;
    message(&admin, s, "Foto de la mancha", false, None, vec![("mancha.jpg", vec![0xff, 0xd8, 1, 2])]).await;
    message(&admin, s, "Interno: posible filtración de la losa", true, None, vec![]).await;
    let (status, _) = admin.post(&format!("/api/cmanagement/tickets/{s}/tasks"), json!({"title": "Medir humedad"})).await;
    assert_eq!(status, StatusCode::CREATED);

    let (status, body) = merge(&admin, t, s).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let merge_id = body["data"]["id"].as_str().unwrap().to_string();
    assert_eq!((body["data"]["source"]["number"].as_i64(), body["data"]["can_undo"].as_bool()), (Some(2), Some(true)));

    let thread = messages(&admin, t).await;
    assert_eq!(thread.iter().map(|m| m["body"].as_str().unwrap()).collect::<Vec<_>>(), vec!["Primer aviso", "Foto de la mancha", "Interno: posible filtración de la losa"]);
    assert_eq!(thread[1]["from_ticket"]["number"], 2);
    assert_eq!(thread[1]["attachments"][0]["name"], "mancha.jpg");
    assert!(thread[2]["private"].as_bool().unwrap(), "a private message stays private");
    let res = admin.http.get(format!("{}{}", admin.base, thread[1]["attachments"][0]["url"].as_str().unwrap())).send().await.unwrap();
    assert_eq!(res.bytes().await.unwrap().to_vec(), vec![0xff, 0xd8, 1, 2]);
    let merged = get_ticket(&admin, t).await;
    assert_eq!(merged["tasks_total"], 1);
    let mut cc: Vec<String> = merged["cc"].as_array().unwrap().iter().map(|c| c["id"].as_str().unwrap().to_string()).collect();
    cc.sort();
    let mut expected = vec![sup.clone(), con.clone()];
    expected.extend(source["applicant"]["id"].as_str().map(String::from).filter(|a| *a != merged["applicant"]["id"]));
    expected.sort();
    assert_eq!(cc, expected, "the source's responsible and CC follow into the merged ticket");
    let gone = get_ticket(&admin, s).await;
    assert_eq!(gone["merged_into"]["number"], 1);
    assert_eq!(numbers(&admin, &format!("projectId={project}")).await, vec![1], "a merged ticket is not listed");
    let (status, body) = message(&admin, s, "tarde", false, None, vec![]).await;
    assert_eq!((status, field_error(&body, "body")), (StatusCode::UNPROCESSABLE_ENTITY, "Este ticket fue fusionado con otro y ya no se puede modificar.".to_string()));
    assert!(activity(&admin, t).await.iter().any(|e| e["action"] == "merged" && e["detail"]["source"]["number"] == 2 && e["detail"]["messages"] == 2));
    assert!(activity(&admin, s).await.iter().any(|e| e["action"] == "merged_into" && e["detail"]["target"]["number"] == 1));

    let (status, body) = admin.post(&format!("/api/cmanagement/merges/{merge_id}/undo"), json!({})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert!(body["data"]["undone_at"].is_string());
    assert_eq!(messages(&admin, t).await.len(), 1);
    let back = messages(&admin, s).await;
    assert_eq!(back.len(), 2);
    assert!(back.iter().all(|m| m["from_ticket"].is_null()));
    let target_after = get_ticket(&admin, t).await;
    assert_eq!((target_after["tasks_total"].as_i64(), target_after["cc"].as_array().unwrap().len()), (Some(0), 0));
    let source_after = get_ticket(&admin, s).await;
    assert_eq!((source_after["merged_into"].is_null(), source_after["tasks_total"].as_i64()), (true, Some(1)));
    assert_eq!(numbers(&admin, &format!("projectId={project}")).await, vec![2, 1]);
    let (status, body) = admin.post(&format!("/api/cmanagement/merges/{merge_id}/undo"), json!({})).await;
    assert_eq!((status, field_error(&body, "merge")), (StatusCode::UNPROCESSABLE_ENTITY, "Esta fusión ya fue deshecha.".to_string()));
}

#[tokio::test]
async fn undo_is_refused_once_something_new_happened_on_the_merged_ticket() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let t = ticket(&admin, &project, "A", json!({})).await["id"].as_str().unwrap().to_string();
    let s = ticket(&admin, &project, "B", json!({})).await["id"].as_str().unwrap().to_string();
    let (_, body) = merge(&admin, &t, &s).await;
    let merge_id = body["data"]["id"].as_str().unwrap().to_string();
    message(&admin, &t, "Respuesta nueva después de fusionar", false, None, vec![]).await;
    let (_, list) = admin.get(&format!("/api/cmanagement/tickets/{t}/merges")).await;
    assert_eq!(list["data"][0]["can_undo"], false);
    let (status, body) = admin.post(&format!("/api/cmanagement/merges/{merge_id}/undo"), json!({})).await;
    assert_eq!((status, field_error(&body, "merge")), (StatusCode::UNPROCESSABLE_ENTITY, "La fusión ya no se puede deshacer: el ticket cambió después de fusionarse.".to_string()));
    assert_eq!(get_ticket(&admin, &s).await["merged_into"]["number"], 1, "nothing moved");
}

#[tokio::test]
async fn each_merge_rule_refuses_with_its_own_reason() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let robles = project_id(&admin, PROJECT).await;
    let cordillera = project_id(&admin, "Condominio Vista Cordillera").await;
    let id = |v: serde_json::Value| v["id"].as_str().unwrap().to_string();
    let target = id(ticket(&admin, &robles, "Destino", json!({})).await);
    let reason = |body: serde_json::Value| field_error(&body, "source_id");

    let (status, body) = merge(&admin, &target, &target).await;
    assert_eq!((status, reason(body)), (StatusCode::UNPROCESSABLE_ENTITY, "Un ticket no se puede fusionar consigo mismo.".to_string()));
    let other_project = id(ticket(&admin, &cordillera, "Otro proyecto", json!({})).await);
    assert_eq!(reason(merge(&admin, &target, &other_project).await.1), "Solo se pueden fusionar tickets del mismo proyecto.");
    let with_orders = id(ticket(&admin, &robles, "Con órdenes", json!({})).await);
    set_ticket(&app, &with_orders, app::tickets::entity::ticket::Column::OrdersCount, 1).await;
    assert_eq!(reason(merge(&admin, &target, &with_orders).await.1), "No se pueden fusionar tickets que tienen órdenes.");
    let finished = id(ticket(&admin, &robles, "Finalizado", json!({})).await);
    act(&admin, &finished, json!({"action": "finish", "message": "Listo"})).await;
    assert_eq!(reason(merge(&admin, &target, &finished).await.1), "No se pueden fusionar tickets finalizados.");
    assert_eq!(reason(merge(&admin, &finished, &target).await.1), "No se pueden fusionar tickets finalizados.", "nor into a finished one");
    let delivery = id(ticket(&admin, &robles, "Del acta", json!({"origin": "delivery_act"})).await);
    assert_eq!(reason(merge(&admin, &target, &delivery).await.1), "No se pueden fusionar tickets originados en un acta de entrega.");
    let unit_a = id(ticket(&admin, &robles, "Unidad A", json!({})).await);
    set_ticket(&app, &unit_a, app::tickets::entity::ticket::Column::UnitId, uuid::Uuid::now_v7()).await;
    assert_eq!(reason(merge(&admin, &target, &unit_a).await.1), "Solo se pueden fusionar solicitudes de la misma unidad y el mismo propietario.");
    let first = id(ticket(&admin, &robles, "Primero", json!({})).await);
    let (status, _) = merge(&admin, &target, &first).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(reason(merge(&admin, &target, &first).await.1), "Uno de los tickets ya fue fusionado con otro.");
    let (status, _) = merge(&admin, &target, "").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);

    // Candidates leave out what cannot be merged.
    ticket(&admin, &robles, "Candidato", json!({})).await;
    let (_, body) = admin.get(&format!("/api/cmanagement/tickets/{target}/merge-candidates?rowsPerPage=50")).await;
    let subjects: Vec<&str> = body["data"].as_array().unwrap().iter().map(|t| t["subject"].as_str().unwrap()).collect();
    assert_eq!(subjects, vec!["Candidato"]);

    // Another company's ticket does not exist for the caller; a contractor cannot merge.
    let sur = app.login("admin.sur").await;
    let (status, _) = merge(&sur, &target, &first).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let contratista = app.login("contratista").await;
    let (status, _) = merge(&contratista, &target, &unit_a).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
}
