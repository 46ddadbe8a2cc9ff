//! Tickets pinned to BIM model elements (Cmanagement `bim/:modelId?`): pin on create and on edit, unpin, the
//! refusals (a model of another project or company, an element the model does not have), the list filters, the
//! pinned elements of a model for the viewer, and another company getting 404.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::{
    bim_support::{available_model, new_model},
    support::*,
    tickets_support::{act, ticket, try_ticket, PROJECT},
};

/// GlobalIds of the first `n` elements of a class.
async fn elements(client: &Client, model: &str, class: &str, n: usize) -> Vec<String> {
    let (_, body) = client.get(&format!("/api/bim/models/{model}/elements?class={class}&rowsPerPage={n}")).await;
    body["data"].as_array().unwrap().iter().map(|e| e["global_id"].as_str().unwrap().to_string()).collect()
}

#[tokio::test]
async fn tickets_pin_to_model_elements_and_the_viewer_sees_them() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let model = available_model(&admin, &project, "Estructura", "EST").await;
    let beams = elements(&admin, &model, "IfcBeam", 2).await;
    let (first, second) = (&beams[0], &beams[1]);

    let pinned = ticket(&admin, &project, "Fisura en viga", json!({"priority": "urgent", "bim": {"model_id": model, "global_id": first}})).await;
    let pin = &pinned["bim"];
    assert_eq!((pin["model_id"].as_str(), pin["model_name"].as_str(), pin["global_id"].as_str()), (Some(model.as_str()), Some("Estructura"), Some(first.as_str())), "{pinned}");
    assert_eq!((pin["element_class"].as_str(), pin["found"].as_bool()), (Some("IfcBeam"), Some(true)));
    assert_eq!(pin["global_ids"], json!([first]), "a pin set by hand is of one element");
    let low = ticket(&admin, &project, "Retoque", json!({"priority": "low", "bim": {"model_id": model, "global_id": first}})).await;
    let done = ticket(&admin, &project, "Revisado", json!({"bim": {"model_id": model, "global_id": second}})).await;
    let (status, body) = act(&admin, done["id"].as_str().unwrap(), json!({"action": "finish", "message": "Listo"})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let plain = ticket(&admin, &project, "Sin anclar", json!({})).await;
    assert!(plain["bim"].is_null());

    // The viewer's colours: per element, tickets, live ones and the highest live priority.
    let (status, body) = admin.get(&format!("/api/cmanagement/bim/{model}/pins")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let pins = body["data"].as_array().unwrap();
    let of = |gid: &str| pins.iter().find(|p| p["global_id"] == gid).cloned().unwrap();
    assert_eq!(pins.len(), 2, "{body}");
    assert_eq!((of(first)["total"].as_u64(), of(first)["live"].as_u64(), of(first)["top_priority"].as_str()), (Some(2), Some(2), Some("urgent")));
    assert_eq!((of(second)["total"].as_u64(), of(second)["live"].as_u64()), (Some(1), Some(0)));
    assert!(of(second)["top_priority"].is_null());

    // The list filters by model and by element.
    let (_, list) = admin.get(&format!("/api/cmanagement/tickets?projectId={project}&bim_model_id={model}")).await;
    assert_eq!(list["data"].as_array().unwrap().len(), 3, "{list}");
    let (_, list) = admin.get(&format!("/api/cmanagement/tickets?projectId={project}&bim_model_id={model}&bim_global_id={first}")).await;
    let subjects: Vec<&str> = list["data"].as_array().unwrap().iter().map(|t| t["subject"].as_str().unwrap()).collect();
    assert_eq!(subjects, ["Retoque", "Fisura en viga"]);

    // Moving the pin and removing it, each recorded in the activity.
    let id = low["id"].as_str().unwrap();
    let (status, moved) = admin.put(&format!("/api/cmanagement/tickets/{id}"), json!({"version": low["version"], "bim": {"model_id": model, "global_id": second}})).await;
    assert_eq!((status, moved["data"]["bim"]["global_id"].as_str()), (StatusCode::OK, Some(second.as_str())), "{moved}");
    let (status, cleared) = admin.put(&format!("/api/cmanagement/tickets/{id}"), json!({"version": moved["data"]["version"], "bim": null})).await;
    assert_eq!(status, StatusCode::OK, "{cleared}");
    assert!(cleared["data"]["bim"].is_null());
    let (_, activity) = admin.get(&format!("/api/cmanagement/tickets/{id}/activity")).await;
    let changes: Vec<Value> = activity["data"].as_array().unwrap().iter().filter(|a| a["action"] == "updated").map(|a| a["detail"]["changes"]["bim"].clone()).collect();
    assert!(changes.contains(&json!([first, second])) && changes.contains(&json!([second, null])), "{activity}");
    // An edit that does not send `bim` leaves the pin alone.
    let pid = pinned["id"].as_str().unwrap();
    let (_, edited) = admin.put(&format!("/api/cmanagement/tickets/{pid}"), json!({"version": pinned["version"], "subject": "Fisura en viga V-1"})).await;
    assert_eq!(edited["data"]["bim"]["global_id"].as_str(), Some(first.as_str()));
}

#[tokio::test]
async fn a_pin_must_name_an_element_of_a_model_of_the_ticket_project() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let model = available_model(&admin, &project, "Estructura", "EST").await;

    let (status, body) = try_ticket(&admin, &project, "X", json!({"bim": {"model_id": model, "global_id": "0000000000000000000000"}})).await;
    assert_eq!((status, field_error(&body, "bim").as_str()), (StatusCode::UNPROCESSABLE_ENTITY, "El elemento no existe en el modelo."), "{body}");
    let (status, body) = try_ticket(&admin, &project, "X", json!({"bim": {"model_id": uuid::Uuid::now_v7(), "global_id": "x"}})).await;
    assert_eq!((status, field_error(&body, "bim").as_str()), (StatusCode::UNPROCESSABLE_ENTITY, "Modelo BIM no encontrado."));
    // A model of another project of the company is not this ticket's.
    let other = project_id(&admin, "Torre Central").await;
    let elsewhere = new_model(&admin, &other, "Otra obra", "OTRA").await;
    let (status, body) = try_ticket(&admin, &project, "X", json!({"bim": {"model_id": elsewhere, "global_id": "x"}})).await;
    assert_eq!((status, field_error(&body, "bim").as_str()), (StatusCode::UNPROCESSABLE_ENTITY, "Modelo BIM no encontrado."));
    let (_, list) = admin.get(&format!("/api/cmanagement/tickets?projectId={project}")).await;
    assert_eq!(list["data"].as_array().unwrap().len(), 0, "nothing was created");

    // Another company: its model is not found, and its tickets cannot pin to ours.
    let sur = app.login("admin.sur").await.lang("pt-BR");
    let (status, _) = sur.get(&format!("/api/cmanagement/bim/{model}/pins")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let sur_project = project_id(&sur, "Residencial Jardim Sul").await;
    let (status, body) = try_ticket(&sur, &sur_project, "X", json!({"bim": {"model_id": model, "global_id": "x"}})).await;
    assert_eq!((status, field_error(&body, "bim").as_str()), (StatusCode::UNPROCESSABLE_ENTITY, "Modelo BIM não encontrado."), "{body}");
}
