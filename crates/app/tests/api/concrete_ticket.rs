//! The ticket of a non-conforming lot is pinned to every element poured in the lot: the ticket shows them all, the
//! list finds it by any of them, the viewer's pins colour them all, and unpinning (or deleting the model) drops
//! them all. Another company does not find the ticket.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::{concrete_support::*, support::*};

/// A placement of `type_id` on several elements.
fn on(s: &Setup, type_id: &str, m3: f64, global_ids: &[&String]) -> Value {
    let mut body = placement(s, type_id, m3, 0);
    body["global_ids"] = json!(global_ids);
    body
}

/// Three 28-day samples far below 25 MPa: the lot turns non-conforming; its ticket's id.
async fn fail(client: &Client, s: &Setup, lot_id: &str) -> String {
    for (code, pair) in [("N1", [19.0, 20.0]), ("N2", [26.0, 25.0]), ("N3", [23.0, 22.0])] {
        sample(client, s, lot_id, code, pair).await;
    }
    let judged = lot(client, lot_id).await;
    assert_eq!(judged["verdict"], "non_conforming", "{judged}");
    judged["ticket_id"].as_str().expect("a ticket").to_string()
}

async fn ticket(client: &Client, id: &str) -> Value {
    let (status, body) = client.get(&format!("/api/cmanagement/tickets/{id}")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["data"].clone()
}

/// Ids of the project's tickets pinned to the element (the query the viewer's panel sends, with or without model).
async fn pinned_to(client: &Client, project: &str, model: Option<&str>, global_id: &str) -> Vec<String> {
    let model = model.map(|m| format!("&bim_model_id={m}")).unwrap_or_default();
    let (status, body) = client.get(&format!("/api/cmanagement/tickets?projectId={project}{model}&bim_global_id={global_id}")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["data"].as_array().unwrap().iter().map(|t| t["id"].as_str().unwrap().to_string()).collect()
}

fn strings(value: &Value) -> Vec<String> {
    value.as_array().unwrap().iter().map(|g| g.as_str().unwrap().to_string()).collect()
}

#[tokio::test]
async fn a_non_conforming_lot_pins_its_ticket_to_every_element_poured_in_it() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let s = setup(&admin, 10.0).await;
    let e = &s.elements;
    // Two placements of one lot sharing an element, and another lot of its own.
    let a = place(&admin, &s, on(&s, &s.h25, 4.0, &[&e[0], &e[1], &e[2]])).await;
    let b = place(&admin, &s, on(&s, &s.h25, 3.0, &[&e[2], &e[3], &e[4]])).await;
    let c = place(&admin, &s, on(&s, &s.h30, 4.0, &[&e[4], &e[5]])).await;
    assert_eq!(a["lot_id"], b["lot_id"]);
    let id = fail(&admin, &s, a["lot_id"].as_str().unwrap()).await;

    // Every distinct element, the first placement's first (by GlobalId) as the main pin, then in placement order.
    let mut expected = strings(&a["global_ids"]);
    expected.sort();
    let mut second = strings(&b["global_ids"]);
    second.sort();
    expected.extend(second.into_iter().filter(|g| *g != e[2]));
    assert_eq!(expected.len(), 5);
    let t = ticket(&admin, &id).await;
    let pin = &t["bim"];
    assert_eq!((pin["model_id"].as_str(), pin["global_id"].as_str()), (Some(s.model.as_str()), Some(expected[0].as_str())), "{t}");
    assert_eq!(strings(&pin["global_ids"]), expected, "{t}");

    // The list finds it by any of its elements, with the model or without; the viewer colours them all.
    for global_id in [&expected[0], &expected[3], &expected[4]] {
        assert_eq!(pinned_to(&admin, &s.project, Some(&s.model), global_id).await, vec![id.clone()], "{global_id}");
    }
    assert_eq!(pinned_to(&admin, &s.project, None, &expected[2]).await, vec![id.clone()]);
    let (_, pins) = admin.get(&format!("/api/cmanagement/bim/{}/pins", s.model)).await;
    let pins = pins["data"].as_array().unwrap();
    for global_id in &expected {
        let p = pins.iter().find(|p| p["global_id"] == *global_id).unwrap_or_else(|| panic!("{global_id} is coloured"));
        assert_eq!(p["top_priority"], "high", "{p}");
    }

    // Another company: the ticket and its pin are not there for it.
    let sur = app.login("admin.sur").await;
    let (status, _) = sur.get(&format!("/api/cmanagement/tickets/{id}")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = sur.put(&format!("/api/cmanagement/tickets/{id}"), json!({"version": t["version"], "bim": null})).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let sur_project = project_id(&sur, "Residencial Jardim Sul").await;
    assert!(pinned_to(&sur, &sur_project, None, &expected[3]).await.is_empty());
    assert_eq!(strings(&ticket(&admin, &id).await["bim"]["global_ids"]).len(), 5, "their attempt changed nothing");

    // Unpinning drops every element; pinning again to one element pins it to that one only.
    let (status, cleared) = admin.put(&format!("/api/cmanagement/tickets/{id}"), json!({"version": t["version"], "bim": null})).await;
    assert_eq!(status, StatusCode::OK, "{cleared}");
    assert!(cleared["data"]["bim"].is_null());
    assert!(pinned_to(&admin, &s.project, None, &expected[3]).await.is_empty());
    let (status, again) = admin.put(&format!("/api/cmanagement/tickets/{id}"), json!({"version": cleared["data"]["version"], "bim": {"model_id": s.model, "global_id": expected[0]}})).await;
    assert_eq!(status, StatusCode::OK, "{again}");
    assert_eq!(strings(&again["data"]["bim"]["global_ids"]), [expected[0].clone()]);
    assert!(pinned_to(&admin, &s.project, Some(&s.model), &expected[3]).await.is_empty(), "no element of the old pin is left");

    // Deleting the model unpins the other lot's ticket from all its elements.
    let other = fail(&admin, &s, c["lot_id"].as_str().unwrap()).await;
    assert_eq!(strings(&ticket(&admin, &other).await["bim"]["global_ids"]).len(), 2);
    let (status, _) = admin.send(Method::DELETE, &format!("/api/bim/models/{}", s.model), Some(json!({"confirm": true}))).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    assert!(ticket(&admin, &other).await["bim"].is_null());
    for global_id in [&e[4], &e[5]] {
        assert!(pinned_to(&admin, &s.project, None, global_id).await.is_empty(), "{global_id}");
    }
}
