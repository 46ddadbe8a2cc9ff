//! The wire types of templates, their items and plans.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

#[derive(Serialize, utoipa::ToSchema)]
pub struct VerificationTemplateItemOut {
    pub id: Uuid,
    /// From 1.
    pub position: i32,
    pub text: String,
    pub requires_photo: bool,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct VerificationPlanOut {
    pub id: Uuid,
    pub template_id: Option<Uuid>,
    pub activity_id: Option<Uuid>,
    pub name: String,
    pub content_type: String,
    pub size: i64,
    pub created_at: DateTime<Utc>,
    /// `/api/verifications/plans/{id}/content`.
    pub url: String,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct VerificationTemplateOut {
    pub id: Uuid,
    pub name: String,
    /// The activity type (a value of a quality attribute) it is suggested for.
    pub value_id: Option<Uuid>,
    pub value_name: Option<String>,
    pub version: i32,
    pub items_count: u32,
    /// In order (the list leaves them out: only one template's are read).
    pub items: Vec<VerificationTemplateItemOut>,
    pub plans: Vec<VerificationPlanOut>,
    /// The activity named by `activityId` holds this template's activity type.
    pub suggested: bool,
}

/// Creating or editing a template.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct VerificationTemplateIn {
    /// 1–120 characters, unique in the company ignoring case and accents.
    pub name: Option<String>,
    /// A value of a quality attribute (the activity type), or none.
    pub value_id: Option<Uuid>,
    /// Creation only: the first items, in order.
    #[serde(default)]
    pub items: Vec<VerificationTemplateItemIn>,
    /// Edits only: the version read (409 when stale).
    pub version: Option<i32>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct VerificationTemplateItemIn {
    /// 1–250 characters.
    pub text: Option<String>,
    /// The item needs a photo before it can comply.
    #[serde(default)]
    pub requires_photo: bool,
}

/// The template's items in their new order: every item's id, once.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct VerificationItemsOrderIn {
    #[serde(default)]
    pub ids: Vec<Uuid>,
    pub version: Option<i32>,
}

/// Filters of the template list.
#[derive(Deserialize, Default, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct VerificationTemplateFilter {
    /// Templates of this activity type only.
    #[serde(rename = "valueId")]
    #[param(rename = "valueId")]
    pub value_id: Option<Uuid>,
    /// Marks (and lists first) the templates suggested for this activity: those of a type it holds.
    #[serde(rename = "activityId")]
    #[param(rename = "activityId")]
    pub activity_id: Option<Uuid>,
}

/// The import of a template's items (multipart/form-data).
#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
pub struct VerificationItemsImportForm {
    /// An .xlsx or .csv file of at most 5 MB: the first column holds the items' texts (the first non-blank row is
    /// the header); an optional column headed "foto" (sí, x, 1, true) marks items that need a photo.
    #[schema(value_type = String, format = Binary)]
    file: Vec<u8>,
    /// `true` replaces the template's items; by default the file's are added after them.
    replace: Option<bool>,
}

/// A file without errors, written: a file with any error is a 422 whose `errors` name each row (`rows.3.text`) and
/// nothing is written.
#[derive(Serialize, utoipa::ToSchema)]
pub struct VerificationItemsImportOut {
    pub rows_total: u32,
    pub items_new: u32,
    pub template: VerificationTemplateOut,
}

/// Uploading plans (multipart/form-data): for a template or for an activity.
#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
pub struct VerificationPlanForm {
    template_id: Option<Uuid>,
    activity_id: Option<Uuid>,
    /// PDF, PNG or JPEG files (by their bytes) of 20 MB each, ten at most.
    #[schema(value_type = Vec<String>, format = Binary)]
    file: Vec<Vec<u8>>,
}

/// Which plans to list: a template's or an activity's.
#[derive(Deserialize, Default, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct VerificationPlanFilter {
    #[serde(rename = "templateId")]
    #[param(rename = "templateId")]
    pub template_id: Option<Uuid>,
    #[serde(rename = "activityId")]
    #[param(rename = "activityId")]
    pub activity_id: Option<Uuid>,
}
