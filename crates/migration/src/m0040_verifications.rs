//! Verifications and reception (SPEC §2 `/verifications`, `/config/recepciones`): the company's checklist
//! templates (optionally tied to an activity type, a value of a quality attribute) with their ordered items, plans
//! (PDF or image files) of a template or an activity, the verifications of a project's activities (items copied
//! from the template at creation, each answered with a result, a note and photos; a failure opens an observation),
//! the receptions of an activity (optionally per unit), and each project's reception settings.

use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::{drop, fk, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// The columns every stored file has: its name, server-made key, type, size and hash, who uploaded it and when.
fn file_columns(table: &mut TableCreateStatement) -> &mut TableCreateStatement {
    table
        .col(string_len("name", 255))
        .col(string_len("object_key", 255))
        .col(string_len("content_type", 100))
        .col(big_integer("size"))
        .col(string_len("sha256", 64))
        .col(uuid_null("uploaded_by"))
        .col(timestamp_with_time_zone("created_at"))
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("verification_templates")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(string_len("name", 120))
                .col(string_len("name_key", 120))
                .col(uuid_null("value_id"))
                .col(integer("version").default(1))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .foreign_key(&mut fk("verification_templates", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("verification_templates", "value_id", "quality_attribute_values", ForeignKeyAction::SetNull))
                .to_owned(),
        )
        .await?;
        m.create_index(index("verification_templates", &["company_id", "name_key"], true)).await?;
        m.create_index(index("verification_templates", &["value_id"], false)).await?;
        m.create_table(
            Table::create()
                .table("verification_template_items")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("template_id"))
                .col(integer("position"))
                .col(string_len("text", 250))
                .col(boolean("requires_photo").default(false))
                .foreign_key(&mut fk("verification_template_items", "template_id", "verification_templates", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("verification_template_items", &["template_id", "position"], false)).await?;
        let mut plans = Table::create();
        plans
            .table("verification_plans")
            .if_not_exists()
            .col(pk_uuid("id"))
            .col(uuid("company_id"))
            .col(uuid_null("template_id"))
            .col(uuid_null("activity_id"))
            .foreign_key(&mut fk("verification_plans", "company_id", "companies", ForeignKeyAction::Cascade))
            .foreign_key(&mut fk("verification_plans", "template_id", "verification_templates", ForeignKeyAction::Cascade))
            .foreign_key(&mut fk("verification_plans", "activity_id", "activities", ForeignKeyAction::Cascade));
        m.create_table(file_columns(&mut plans).to_owned()).await?;
        m.create_index(index("verification_plans", &["template_id"], false)).await?;
        m.create_index(index("verification_plans", &["activity_id"], false)).await?;
        m.create_table(
            Table::create()
                .table("verifications")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("project_id"))
                .col(uuid("activity_id"))
                .col(uuid_null("unit_id"))
                .col(uuid_null("template_id"))
                .col(string_len("template_name", 120))
                .col(uuid_null("responsible_id"))
                .col(date("scheduled_on"))
                .col(string_len("state", 12))
                .col(timestamp_with_time_zone_null("closed_at"))
                .col(uuid_null("signed_by"))
                .col(string_len_null("signature_key", 255))
                .col(integer("version").default(1))
                .col(uuid_null("created_by"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .foreign_key(&mut fk("verifications", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("verifications", "project_id", "projects", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("verifications", "activity_id", "activities", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("verifications", "unit_id", "units", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("verifications", "template_id", "verification_templates", ForeignKeyAction::SetNull))
                .foreign_key(&mut fk("verifications", "responsible_id", "users", ForeignKeyAction::SetNull))
                .foreign_key(&mut fk("verifications", "signed_by", "users", ForeignKeyAction::SetNull))
                .to_owned(),
        )
        .await?;
        m.create_index(index("verifications", &["project_id", "scheduled_on"], false)).await?;
        m.create_index(index("verifications", &["activity_id", "unit_id"], false)).await?;
        m.create_table(
            Table::create()
                .table("verification_items")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("verification_id"))
                .col(integer("position"))
                .col(string_len("text", 250))
                .col(boolean("requires_photo").default(false))
                .col(string_len("result", 16))
                .col(string_len_null("note", 1000))
                .col(uuid_null("answered_by"))
                .col(timestamp_with_time_zone_null("answered_at"))
                .foreign_key(&mut fk("verification_items", "verification_id", "verifications", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("verification_items", "answered_by", "users", ForeignKeyAction::SetNull))
                .to_owned(),
        )
        .await?;
        m.create_index(index("verification_items", &["verification_id", "position"], false)).await?;
        m.create_table(
            Table::create()
                .table("verification_observations")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("project_id"))
                .col(uuid("verification_id"))
                .col(uuid("item_id"))
                .col(string_len("description", 1000))
                .col(date("deadline"))
                .col(uuid_null("responsible_id"))
                .col(string_len("state", 8))
                .col(string_len_null("closing_note", 1000))
                .col(uuid_null("closed_by"))
                .col(timestamp_with_time_zone_null("closed_at"))
                .col(uuid_null("created_by"))
                .col(timestamp_with_time_zone("created_at"))
                .foreign_key(&mut fk("verification_observations", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("verification_observations", "verification_id", "verifications", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("verification_observations", "item_id", "verification_items", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("verification_observations", "responsible_id", "users", ForeignKeyAction::SetNull))
                .to_owned(),
        )
        .await?;
        m.create_index(index("verification_observations", &["verification_id", "state"], false)).await?;
        m.create_index(index("verification_observations", &["project_id", "state"], false)).await?;
        let mut photos = Table::create();
        photos
            .table("verification_photos")
            .if_not_exists()
            .col(pk_uuid("id"))
            .col(uuid("company_id"))
            .col(uuid("verification_id"))
            .col(uuid_null("item_id"))
            .col(uuid_null("observation_id"))
            .foreign_key(&mut fk("verification_photos", "company_id", "companies", ForeignKeyAction::Cascade))
            .foreign_key(&mut fk("verification_photos", "verification_id", "verifications", ForeignKeyAction::Cascade))
            .foreign_key(&mut fk("verification_photos", "item_id", "verification_items", ForeignKeyAction::Cascade))
            .foreign_key(&mut fk("verification_photos", "observation_id", "verification_observations", ForeignKeyAction::Cascade));
        m.create_table(file_columns(&mut photos).to_owned()).await?;
        m.create_index(index("verification_photos", &["verification_id"], false)).await?;
        m.create_table(
            Table::create()
                .table("receptions")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("project_id"))
                .col(uuid("activity_id"))
                .col(uuid_null("unit_id"))
                .col(string_len("state", 8))
                .col(string_len_null("note", 1000))
                .col(string_len_null("signature_key", 255))
                .col(uuid_null("closed_by"))
                .col(timestamp_with_time_zone_null("closed_at"))
                .col(uuid_null("created_by"))
                .col(timestamp_with_time_zone("created_at"))
                .foreign_key(&mut fk("receptions", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("receptions", "project_id", "projects", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("receptions", "activity_id", "activities", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("receptions", "unit_id", "units", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("receptions", "closed_by", "users", ForeignKeyAction::SetNull))
                .to_owned(),
        )
        .await?;
        m.create_index(index("receptions", &["activity_id", "unit_id"], false)).await?;
        m.create_index(index("receptions", &["unit_id"], false)).await?;
        m.create_table(
            Table::create()
                .table("reception_settings")
                .if_not_exists()
                .col(pk_uuid("project_id"))
                .col(uuid("company_id"))
                .col(boolean("require_all_units").default(false))
                .col(boolean("require_photos_on_failure").default(false))
                .col(boolean("signature_required").default(true))
                .col(integer("version").default(1))
                .col(timestamp_with_time_zone("updated_at"))
                .foreign_key(&mut fk("reception_settings", "project_id", "projects", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("reception_settings", "company_id", "companies", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in ["reception_settings", "receptions", "verification_photos", "verification_observations", "verification_items", "verifications", "verification_plans", "verification_template_items", "verification_templates"] {
            drop(m, table).await?;
        }
        Ok(())
    }
}
