//! The benchmark: own figures always, peers only to an opted-in company and only from 5 opted-in companies.

use app::warranties::entity::{failure, unit};
use reqwest::StatusCode;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, IntoActiveModel, QueryFilter, Set};
use serde_json::json;

use crate::support::*;

/// A copy of Andes (its delivered units and failures, under new ids) as another company, opted in.
async fn peer(app: &TestApp, n: usize) {
    use platform::entities::company;
    let andes = company::Entity::find().filter(company::Column::Name.eq("Constructora Andes")).one(&app.state.db).await.unwrap().unwrap();
    let id = uuid::Uuid::now_v7();
    let mut copy = andes.clone().into_active_model();
    copy.id = Set(id);
    copy.name = Set(format!("Par {n}"));
    copy.benchmark_opt_in = Set(true);
    copy.insert(&app.state.db).await.unwrap();
    let units = unit::Entity::find().filter(unit::Column::CompanyId.eq(andes.id)).all(&app.state.db).await.unwrap();
    let delivered: Vec<_> = units.into_iter().filter(|u| u.status == "delivered" || u.delivery_date.is_some()).collect();
    assert!(!delivered.is_empty(), "the demo delivers units");
    // Each peer has one more delivered unit than the last, so their figures differ.
    for (i, u) in delivered.iter().cycle().take(delivered.len() + n).enumerate() {
        let mut row = u.clone().into_active_model();
        row.id = Set(uuid::Uuid::now_v7());
        row.company_id = Set(id);
        row.name_key = Set(format!("par-{n}-{i}"));
        row.schedule_token = Set(None);
        row.insert(&app.state.db).await.unwrap();
    }
    for f in failure::Entity::find().filter(failure::Column::CompanyId.eq(andes.id)).all(&app.state.db).await.unwrap() {
        let number = f.number + 1000 * (n as i32 + 1);
        let mut row = f.into_active_model();
        row.id = Set(uuid::Uuid::now_v7());
        row.company_id = Set(id);
        row.number = Set(number);
        row.insert(&app.state.db).await.unwrap();
    }
}

#[tokio::test]
async fn peers_are_shown_only_to_opted_in_companies_and_never_from_fewer_than_five() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let (status, body) = admin.get("/api/benchmark").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let b = &body["data"];
    assert_eq!((b["opted_in"].clone(), b["min_companies"].clone(), b["peers"].clone()), (json!(false), json!(5), json!(null)));
    let own = b["metrics"].as_array().unwrap().iter().find(|m| m["key"] == "failures_per_unit").unwrap().clone();
    assert!(own["own"].as_f64().unwrap() > 0.0, "{own}");
    assert!(b["metrics"].as_array().unwrap().iter().all(|m| m["peers"].is_null()));
    let shares: f64 = b["families"].as_array().unwrap().iter().map(|f| f["own_share"].as_f64().unwrap()).sum();
    assert!((shares - 1.0).abs() < 1e-9, "{shares}");
    // Opted in with three peers: four companies, still no peer figure (not even how many they are).
    for n in 0..3 {
        peer(&app, n).await;
    }
    let (_, body) = admin.put("/api/benchmark/opt-in", json!({"opt_in": true})).await;
    let b = &body["data"];
    assert_eq!((b["opted_in"].clone(), b["peers"].clone()), (json!(true), json!(null)), "{b}");
    assert!(b["metrics"].as_array().unwrap().iter().all(|m| m["peers"].is_null()), "{b}");
    assert!(b["families"].as_array().unwrap().iter().all(|f| f["peers_share"].is_null()));
    // The fifth company makes the figure; it is a spread, not any one company's value.
    peer(&app, 3).await;
    let b = admin.get("/api/benchmark").await.1["data"].clone();
    assert_eq!(b["peers"], 5, "{b}");
    let m = b["metrics"].as_array().unwrap().iter().find(|m| m["key"] == "failures_per_unit").unwrap().clone();
    let p = &m["peers"];
    assert_eq!(p["n"], 5);
    assert!(p["p25"].as_f64().unwrap() <= p["median"].as_f64().unwrap() && p["median"].as_f64().unwrap() <= p["p75"].as_f64().unwrap(), "{p}");
    assert!(b["families"].as_array().unwrap().iter().all(|f| f["peers_share"].is_number()));
    // Leaving hides the peers again; a company without the key is refused; the choice is audited.
    let (_, body) = admin.put("/api/benchmark/opt-in", json!({"opt_in": false})).await;
    assert!(body["data"]["metrics"].as_array().unwrap().iter().all(|m| m["peers"].is_null()));
    assert_eq!(admin.put("/api/benchmark/opt-in", json!({})).await.0, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(app.login("admin.sur").await.get("/api/benchmark").await.0, StatusCode::FORBIDDEN, "not in the free plan");
}
