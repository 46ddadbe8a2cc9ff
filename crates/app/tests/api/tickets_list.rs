//! The ticket list (filters, sorting, paging), bulk actions, the schedule, age buckets on fixed dates, the
//! module permission and tenant isolation.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::{support::*, tickets_support::*};

#[tokio::test]
async fn the_list_filters_sorts_and_pages() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let sup = person(&admin, &project, "Valentina Herrera Núñez").await;
    let con = person(&admin, &project, "Jorge Castillo Ibáñez").await;
    ticket(&admin, &project, "Vidrio trizado en ventana", json!({"priority": "low", "origin": "call"})).await;
    ticket(&admin, &project, "Enchufe sin energía", json!({"priority": "urgent", "responsible_id": sup})).await;
    let third = ticket(&admin, &project, "Puerta de closet descolgada", json!({"priority": "medium", "responsible_id": sup, "applicant_id": con, "description": "Bisagra del vidrio"})).await;
    act(&admin, third["id"].as_str().unwrap(), json!({"action": "postpone", "until": days_from_today(5)})).await;
    let q = |s: &str| format!("projectId={project}&{s}");

    assert_eq!(numbers(&admin, &q("")).await, vec![3, 2, 1], "newest first by default");
    assert_eq!(numbers(&admin, &q("sortBy=number&descending=false")).await, vec![1, 2, 3]);
    assert_eq!(numbers(&admin, &q("sortBy=priority&descending=false")).await, vec![2, 3, 1], "urgent first, not alphabetical");
    assert_eq!(numbers(&admin, &q("status=new")).await, vec![2, 1]);
    assert_eq!(numbers(&admin, &q("status=postponed,finished")).await, vec![3]);
    assert_eq!(numbers(&admin, &q("priority=urgent,low")).await, vec![2, 1]);
    assert_eq!(numbers(&admin, &q(&format!("responsible_id={sup}"))).await, vec![3, 2]);
    assert_eq!(numbers(&admin, &q("responsible_id=none")).await, vec![1]);
    assert_eq!(numbers(&admin, &q(&format!("applicant_id={con}"))).await, vec![3]);
    assert_eq!(numbers(&admin, &q("origin=call")).await, vec![1]);
    assert_eq!(numbers(&admin, &q("search=VIDRIO")).await, vec![3, 1], "subject and description, any case");
    assert_eq!(numbers(&admin, &q("search=%232")).await, vec![2], "by number");
    assert_eq!(numbers(&admin, &q("search=rizad")).await, vec![1], "inside a word");
    assert_eq!(numbers(&admin, &q("search=ENERG%C3%8DA")).await, vec![2], "accented, any case");
    if app.state.db.get_database_backend() == sea_orm::DbBackend::Sqlite {
        assert_eq!(numbers(&admin, &q("search=energia")).await, vec![2], "the SQLite index ignores accents");
    }
    // The search index follows edits (SQLite keeps it with triggers).
    let (status, body) = admin.put(&format!("/api/cmanagement/tickets/{}", third["id"].as_str().unwrap()), json!({"subject": "Puerta de baño trabada", "version": get_ticket(&admin, third["id"].as_str().unwrap()).await["version"]})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(numbers(&admin, &q("search=trabada")).await, vec![3]);
    assert!(numbers(&admin, &q("search=closet")).await.is_empty(), "the old subject is gone from the index");
    let today = days_from_today(0);
    assert_eq!(numbers(&admin, &q(&format!("created_from={today}&created_to={today}"))).await, vec![3, 2, 1]);
    assert!(numbers(&admin, &q(&format!("created_from={}", days_from_today(1)))).await.is_empty());
    let (status, body) = admin.get(&format!("/api/cmanagement/tickets?{}", q("created_from=ayer"))).await;
    assert_eq!((status, field_error(&body, "created_from")), (StatusCode::UNPROCESSABLE_ENTITY, "Ingresa una fecha válida.".to_string()));
    let (_, body) = admin.get(&format!("/api/cmanagement/tickets?{}", q("category_id=x"))).await;
    assert_eq!(field_error(&body, "category_id"), "Selecciona una opción válida.");
    let (_, body) = admin.get(&format!("/api/cmanagement/tickets?{}", q("rowsPerPage=2&page=1"))).await;
    assert_eq!((body["total"].as_i64(), body["has_more"].as_bool(), body["data"].as_array().unwrap().len()), (Some(3), Some(true), 2));
    let (_, body) = admin.get(&format!("/api/cmanagement/tickets?{}", q("rowsPerPage=2&page=2"))).await;
    assert_eq!((body["has_more"].as_bool(), body["data"][0]["number"].as_i64()), (Some(false), Some(1)));
}

#[tokio::test]
async fn bulk_changes_apply_to_each_ticket_that_can_take_them_and_report_the_rest() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let sup = person(&admin, &project, "Valentina Herrera Núñez").await;
    let ids: Vec<String> = futures_ids(&admin, &project, 3).await;
    act(&admin, &ids[2], json!({"action": "postpone", "until": days_from_today(4)})).await;
    let (status, body) = admin.post("/api/cmanagement/tickets/bulk", json!({"projectId": project, "ids": ids, "responsible_id": sup, "priority": "urgent", "action": "open"})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["updated"], 2);
    assert_eq!(body["data"]["failed"][0]["number"], 3);
    assert_eq!(body["data"]["failed"][0]["message"], "Solo un ticket nuevo o pendiente puede pasar a abierto.");
    assert_eq!(body["warnings"][0], "#3: Solo un ticket nuevo o pendiente puede pasar a abierto.");
    assert_eq!(get_ticket(&admin, &ids[0]).await["status"], "open");
    let refused = get_ticket(&admin, &ids[2]).await;
    assert_eq!((refused["status"].as_str(), refused["priority"].as_str()), (Some("postponed"), Some("high")), "a refused ticket keeps all of its fields (one transaction each)");
    let heard = notice_titles(&app.login("supervisor").await).await;
    assert_eq!(heard.iter().filter(|t| t.ends_with("asignado a ti")).count(), 2, "the new responsible hears about the two tickets assigned: {heard:?}");
    assert_eq!(heard.iter().filter(|t| t.ends_with("cambió de estado")).count(), 2, "and about the two that moved");

    let (status, body) = admin.post("/api/cmanagement/tickets/bulk", json!({"projectId": project, "ids": ids, "action": "finish"})).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["data"]["updated"], 0, "finishing needs a justification: {body}");
    let too_many: Vec<String> = (0..101).map(|_| uuid::Uuid::now_v7().to_string()).collect();
    let (_, body) = admin.post("/api/cmanagement/tickets/bulk", json!({"projectId": project, "ids": too_many})).await;
    assert_eq!(field_error(&body, "ids"), "Selecciona como máximo 100 tickets.");
    let (status, _) = app.login("inspector").await.post("/api/cmanagement/tickets/bulk", json!({"projectId": project, "ids": ids, "priority": "low"})).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
}

async fn futures_ids(client: &Client, project: &str, n: usize) -> Vec<String> {
    let mut out = Vec::new();
    for i in 0..n {
        out.push(ticket(client, project, &format!("Ticket {i}"), json!({})).await["id"].as_str().unwrap().to_string());
    }
    out
}

#[tokio::test]
async fn the_schedule_shows_tasks_by_due_date_and_postponed_tickets() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let a = ticket(&admin, &project, "Revisar losa", json!({})).await["id"].as_str().unwrap().to_string();
    let b = ticket(&admin, &project, "Esperar repuesto", json!({})).await["id"].as_str().unwrap().to_string();
    admin.post(&format!("/api/cmanagement/tickets/{a}/tasks"), json!({"title": "Picar y reparar", "due_date": days_from_today(2)})).await;
    admin.post(&format!("/api/cmanagement/tickets/{a}/tasks"), json!({"title": "Sin fecha"})).await;
    act(&admin, &b, json!({"action": "postpone", "until": days_from_today(10)})).await;
    let (status, body) = admin.get(&format!("/api/cmanagement/schedule?projectId={project}&from={}&to={}", days_from_today(0), days_from_today(30))).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let entries: Vec<(String, String, String)> = body["data"].as_array().unwrap().iter().map(|e| (e["kind"].as_str().unwrap().into(), e["title"].as_str().unwrap().into(), e["date"].as_str().unwrap().into())).collect();
    assert_eq!(entries, vec![("task".into(), "Picar y reparar".into(), days_from_today(2)), ("ticket".into(), "Esperar repuesto".into(), days_from_today(10))]);
    let (_, body) = admin.get(&format!("/api/cmanagement/schedule?projectId={project}&from={}&to={}", days_from_today(3), days_from_today(9))).await;
    assert!(body["data"].as_array().unwrap().is_empty());
    let (status, body) = admin.get(&format!("/api/cmanagement/schedule?projectId={project}&from={}&to={}", days_from_today(0), days_from_today(62))).await;
    assert_eq!((status, field_error(&body, "to")), (StatusCode::UNPROCESSABLE_ENTITY, "El rango puede abarcar como máximo 62 días.".to_string()));
}

#[tokio::test]
async fn age_buckets_count_live_tickets_by_whole_days_on_fixed_dates() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    // Measured at 2026-06-01 00:00 UTC: ages 0.5, 1, 15, 16, 30.9, 31, 45.9, 46 and 100 days, one finished, one merged.
    let created = ["2026-05-31 12:00:00", "2026-05-31 00:00:00", "2026-05-17 00:00:00", "2026-05-16 00:00:00", "2026-05-01 02:00:00", "2026-05-01 00:00:00", "2026-04-16 01:00:00", "2026-04-16 00:00:00", "2026-02-21 00:00:00", "2026-05-20 00:00:00", "2026-05-20 00:00:00", "2026-06-02 00:00:00"];
    let mut ids = Vec::new();
    for (i, at) in created.iter().enumerate() {
        let id = ticket(&admin, &project, &format!("Edad {i}"), json!({})).await["id"].as_str().unwrap().to_string();
        let at = chrono::NaiveDateTime::parse_from_str(at, "%Y-%m-%d %H:%M:%S").unwrap().and_utc();
        set_ticket(&app, &id, app::tickets::entity::ticket::Column::CreatedAt, at).await;
        ids.push(id);
    }
    act(&admin, &ids[9], json!({"action": "finish", "message": "Resuelto"})).await;
    admin.post(&format!("/api/cmanagement/tickets/{}/merge", ids[0]), json!({"source_id": ids[10]})).await;
    let (status, body) = admin.get(&format!("/api/cmanagement/age?projectId={project}&at=2026-06-01")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let counts: Vec<(String, i64)> = body["data"].as_array().unwrap().iter().map(|b| (b["bucket"].as_str().unwrap().into(), b["count"].as_i64().unwrap())).collect();
    assert_eq!(counts, vec![("lt1".into(), 1), ("d1_15".into(), 2), ("d16_30".into(), 2), ("d31_45".into(), 2), ("gt45".into(), 2)], "a ticket created after the date is not counted");
}

#[tokio::test]
async fn another_company_cannot_reach_any_ticket_and_a_profile_without_the_module_gets_403() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let t = ticket(&admin, &project, "Privado de Andes", json!({})).await;
    let id = t["id"].as_str().unwrap();
    message(&admin, id, "Con adjunto", false, None, vec![("a.pdf", b"%PDF".to_vec())]).await;
    let attachment = messages(&admin, id).await[0]["attachments"][0]["url"].as_str().unwrap().to_string();
    let (_, body) = admin.post(&format!("/api/cmanagement/tickets/{id}/tasks"), json!({"title": "Tarea"})).await;
    let task = body["data"]["id"].as_str().unwrap().to_string();
    let other = ticket(&admin, &project, "Otro", json!({})).await;
    let (_, body) = admin.post(&format!("/api/cmanagement/tickets/{id}/merge"), json!({"source_id": other["id"]})).await;
    let merge = body["data"]["id"].as_str().unwrap().to_string();

    let sur = app.login("admin.sur").await;
    let calls: Vec<(Method, String, Option<Value>)> = vec![
        (Method::GET, format!("/api/cmanagement/tickets/{id}"), None),
        (Method::PUT, format!("/api/cmanagement/tickets/{id}"), Some(json!({"subject": "Mío"}))),
        (Method::POST, format!("/api/cmanagement/tickets/{id}/actions"), Some(json!({"action": "open"}))),
        (Method::GET, format!("/api/cmanagement/tickets/{id}/messages"), None),
        (Method::GET, attachment.clone(), None),
        (Method::GET, format!("/api/cmanagement/tickets/{id}/activity"), None),
        (Method::GET, format!("/api/cmanagement/tickets/{id}/merges"), None),
        (Method::POST, format!("/api/cmanagement/merges/{merge}/undo"), Some(json!({}))),
        (Method::GET, format!("/api/cmanagement/tickets/{id}/tasks"), None),
        (Method::PUT, format!("/api/cmanagement/tickets/{id}/tasks/{task}"), Some(json!({"title": "x"}))),
        (Method::DELETE, format!("/api/cmanagement/tickets/{id}/tasks/{task}"), None),
        (Method::GET, format!("/api/cmanagement/tickets?projectId={project}"), None),
    ];
    for (method, path, body) in calls {
        let (status, _) = sur.send(method.clone(), &path, body).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{method} {path}");
    }
    let (status, _) = message(&sur, id, "hola", false, None, vec![]).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = sur.post("/api/cmanagement/tickets/bulk", json!({"projectId": project, "ids": [id], "priority": "low"})).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(get_ticket(&admin, id).await["subject"], "Privado de Andes");
    let (_, body) = sur.get("/api/config/cmanagement/categories").await;
    assert_eq!(body["total"], 0);

    // Without cmanagement-access every route of the module answers 403.
    let (_, profiles) = admin.get("/api/profiles?rowsPerPage=200").await;
    let p = profiles["data"].as_array().unwrap().iter().find(|p| p["name"] == "Contratista").unwrap().clone();
    let (status, _) = admin.put(&format!("/api/profiles/{}/permissions/cmanagement-access", p["id"].as_str().unwrap()), json!({"granted": false, "version": p["version"]})).await;
    assert_eq!(status, StatusCode::OK);
    let contratista = app.login("contratista").await;
    for path in [format!("/api/cmanagement/tickets?projectId={project}"), format!("/api/cmanagement/tickets/{id}"), format!("/api/cmanagement/form?projectId={project}"), format!("/api/cmanagement/schedule?projectId={project}&from=2026-01-01&to=2026-01-31"), attachment] {
        assert_eq!(contratista.get(&path).await.0, StatusCode::FORBIDDEN, "{path}");
    }
    assert_eq!(try_ticket(&contratista, &project, "No", json!({})).await.0, StatusCode::FORBIDDEN);
}
