//! Helpers of the concrete tests: a project with its Concrete model (the prefab sample), the company's catalogues,
//! placements and samples.

#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::{bim_support, support::*};

/// The admin's and the supervisor's project, not the inspector's.
pub const PROJECT: &str = "Torre Central";

pub struct Setup {
    pub project: String,
    pub model: String,
    /// Some GlobalIds of the model's elements.
    pub elements: Vec<String>,
    pub slab: String,
    pub supplier: String,
    pub h30: String,
    pub h25: String,
    pub lab: String,
}

pub async fn item(client: &Client, path: &str, body: Value) -> String {
    let (status, out) = client.post(path, body).await;
    assert_eq!(status, StatusCode::CREATED, "{out}");
    out["data"]["id"].as_str().unwrap().to_string()
}

/// The project's model assigned to Concrete, a slab kind, a supplier, two types (H30, H25) and a laboratory;
/// the lot limit set to `lot_limit` m³.
pub async fn setup(admin: &Client, lot_limit: f64) -> Setup {
    let project = project_id(admin, PROJECT).await;
    let model = bim_support::available_model(admin, &project, "Estructura", "EST").await;
    let (status, body) = admin.put(&format!("/api/bim/models/{model}"), json!({"concrete": true})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (_, elements) = admin.get(&format!("/api/bim/models/{model}/elements?rowsPerPage=20")).await;
    let elements: Vec<String> = elements["data"].as_array().unwrap().iter().filter_map(|e| e["global_id"].as_str()).map(String::from).collect();
    assert!(elements.len() >= 6, "the sample has elements");
    let (status, body) = admin.put("/api/concrete/settings", json!({"lot_limit_m3": lot_limit, "max_placement_m3": 10, "individual_margin_mpa": 3.5, "fraction_defective": 10, "nbr_condition": "A", "version": 0})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    Setup {
        slab: item(admin, "/api/concrete/elements", json!({"name": "Losa", "flag": true, "ifc_class": "IfcSlab"})).await,
        supplier: item(admin, "/api/concrete/companies", json!({"name": "Hormigones del Sur", "flag": true})).await,
        h30: item(admin, "/api/concrete/types", json!({"name": "H30", "strength_mpa": 30})).await,
        h25: item(admin, "/api/concrete/types", json!({"name": "H25", "strength_mpa": 25})).await,
        lab: item(admin, "/api/concrete/laboratories", json!({"name": "Lab IDIEM"})).await,
        project,
        model,
        elements,
    }
}

/// A valid placement body (cycle, today) of `m3` on the element at `index`.
pub fn placement(s: &Setup, type_id: &str, m3: f64, index: usize) -> Value {
    json!({"element_id": s.slab, "m3": m3, "location": "Losa piso 3", "unit": "Torre A", "cycle": "C-12", "poured_on": chrono::Utc::now().date_naive().to_string(), "supplier_id": s.supplier, "type_id": type_id, "guide": "G-1001", "global_ids": [s.elements[index]]})
}

pub async fn place(client: &Client, s: &Setup, body: Value) -> Value {
    let (status, out) = client.post(&format!("/api/concrete/placements?projectId={}", s.project), body).await;
    assert_eq!(status, StatusCode::CREATED, "{out}");
    out["data"].clone()
}

pub async fn lot(client: &Client, id: &str) -> Value {
    let (status, body) = client.get(&format!("/api/concrete/lots/{id}")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["data"].clone()
}

/// A 28-day sample of the lot with two specimens.
pub async fn sample(client: &Client, s: &Setup, lot_id: &str, code: &str, specimens: [f64; 2]) -> Value {
    let taken = (chrono::Utc::now().date_naive() - chrono::Duration::days(28)).to_string();
    let tested = chrono::Utc::now().date_naive().to_string();
    let (status, out) = client.post(&format!("/api/concrete/lots/{lot_id}/samples"), json!({"code": code, "laboratory_id": s.lab, "taken_on": taken, "age_days": 28, "tested_on": tested, "specimens_mpa": specimens})).await;
    assert_eq!(status, StatusCode::CREATED, "{out}");
    out["data"].clone()
}
