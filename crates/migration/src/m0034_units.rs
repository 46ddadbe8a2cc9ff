//! Deliveries (SPEC §3 Delivery file, §4): the unit, the one record that follows a property from construction to
//! warranty, with its owners and receivers, revision of the unit type's checklist (with photos), meter readings,
//! accessories, certificates and general files, and its signed delivery acts (immutable: no update path).

use sea_orm_migration::{prelude::*, schema::*, sea_orm::DbBackend};

use crate::helpers::{drop, fk, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("units")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("project_id"))
                .col(uuid_null("unit_type_id"))
                .col(string_len("name", 60))
                .col(string_len("name_key", 60))
                // The name with its digit runs zero-padded: '2' sorts before '10'.
                .col(string_len("sort_key", 160))
                .col(string_len_null("floor", 30))
                .col(json("parkings"))
                .col(json("stores"))
                .col(uuid_null("responsible_id"))
                .col(string_len("status", 24))
                .col(timestamp_with_time_zone_null("scheduled_at"))
                .col(string_len_null("schedule_token", 64))
                .col(string_len_null("schedule_answer", 250))
                .col(date_null("delivery_date"))
                .col(date_null("registry_date"))
                .col(string_len_null("note", 250))
                .col(uuid_null("act_id"))
                .col(integer("version").default(1))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .foreign_key(&mut fk("units", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("units", "project_id", "projects", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("units", "unit_type_id", "unit_types", ForeignKeyAction::SetNull))
                .foreign_key(&mut fk("units", "responsible_id", "users", ForeignKeyAction::SetNull))
                .to_owned(),
        )
        .await?;
        m.create_index(index("units", &["project_id", "name_key"], true)).await?;
        // The list reads ids from these (with `id` in the index, deep pages skip index entries, not rows), then
        // the page's rows by id.
        // Each starts with the company every query is scoped by; the first also carries the name's key, so a text
        // search reads index entries only.
        m.create_index(index("units", &["company_id", "project_id", "sort_key", "id", "name_key"], false)).await?;
        m.create_index(index("units", &["company_id", "project_id", "status", "sort_key", "id"], false)).await?;
        m.create_index(index("units", &["company_id", "project_id", "floor", "sort_key", "id"], false)).await?;
        m.create_index(index("units", &["company_id", "project_id", "scheduled_at", "id"], false)).await?;
        m.create_index(index("units", &["company_id", "project_id", "delivery_date", "id"], false)).await?;
        m.create_index(index("units", &["responsible_id", "scheduled_at"], false)).await?;
        m.create_index(index("units", &["schedule_token"], true)).await?;
        let db = m.get_connection();
        if db.get_database_backend() == DbBackend::Postgres {
            // Substring search on unit names (`LIKE '%…%'` on the accent-free key), as the ticket subjects have.
            db.execute_unprepared("CREATE EXTENSION IF NOT EXISTS pg_trgm").await?;
            db.execute_unprepared("CREATE INDEX IF NOT EXISTS ix_units_name_key_trgm ON units USING gin (name_key gin_trgm_ops)").await?;
        }
        m.create_table(
            Table::create()
                .table("unit_owners")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("unit_id"))
                .col(string_len("first_name", 60))
                .col(string_len("last_name", 60))
                .col(string_len_null("email", 120))
                .col(string_len_null("phone", 30))
                .col(string_len_null("tax_id", 20))
                .col(string_len("role", 10))
                .col(string_len_null("receiver_type", 20))
                .col(integer("position"))
                .col(timestamp_with_time_zone("created_at"))
                .foreign_key(&mut fk("unit_owners", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("unit_owners", "unit_id", "units", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("unit_owners", &["unit_id"], false)).await?;
        m.create_index(index("unit_owners", &["email"], false)).await?;
        m.create_table(
            Table::create()
                .table("unit_revisions")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("unit_id"))
                .col(uuid("item_id"))
                .col(uuid_null("issue_id"))
                .col(uuid_null("severity_id"))
                .col(string_len("status", 20))
                .col(string_len_null("comment", 500))
                .col(uuid_null("updated_by"))
                .col(timestamp_with_time_zone("updated_at"))
                .foreign_key(&mut fk("unit_revisions", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("unit_revisions", "unit_id", "units", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("unit_revisions", "item_id", "checklist_nodes", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("unit_revisions", "issue_id", "checklist_nodes", ForeignKeyAction::SetNull))
                .foreign_key(&mut fk("unit_revisions", "severity_id", "severities", ForeignKeyAction::SetNull))
                .to_owned(),
        )
        .await?;
        m.create_index(index("unit_revisions", &["unit_id", "item_id"], true)).await?;
        m.create_table(
            Table::create()
                .table("unit_files")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("unit_id"))
                // certificate | general | photo (of a revision row)
                .col(string_len("kind", 12))
                .col(uuid_null("revision_id"))
                .col(string_len("name", 255))
                .col(string_len("object_key", 255))
                .col(string_len("content_type", 100))
                .col(big_integer("size"))
                .col(string_len("sha256", 64))
                .col(string_len_null("delivered_by", 120))
                .col(date_null("delivered_on"))
                .col(uuid_null("uploaded_by"))
                .col(timestamp_with_time_zone("created_at"))
                .foreign_key(&mut fk("unit_files", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("unit_files", "unit_id", "units", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("unit_files", "revision_id", "unit_revisions", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("unit_files", &["unit_id", "kind"], false)).await?;
        m.create_table(
            Table::create()
                .table("unit_details")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("unit_id"))
                // meter: kind is light | cold_water | hot_water | gas | heating; accessory: kind is accessory
                .col(string_len("kind", 12))
                .col(string_len_null("name", 120))
                .col(string_len_null("number", 60))
                .col(string_len_null("reading", 30))
                .col(boolean("delivered"))
                .col(integer("quantity"))
                .col(integer("position"))
                .col(timestamp_with_time_zone("updated_at"))
                .foreign_key(&mut fk("unit_details", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("unit_details", "unit_id", "units", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("unit_details", &["unit_id", "kind"], false)).await?;
        m.create_table(
            Table::create()
                .table("delivery_acts")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("unit_id"))
                .col(string_len("object_key", 255))
                .col(big_integer("size"))
                .col(string_len("sha256", 64))
                .col(date("act_date"))
                .col(json("signers"))
                .col(integer("observations"))
                .col(uuid("signed_by"))
                .col(timestamp_with_time_zone("created_at"))
                .foreign_key(&mut fk("delivery_acts", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("delivery_acts", "unit_id", "units", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("delivery_acts", &["unit_id"], false)).await?;
        m.create_table(
            Table::create()
                .table("project_settings")
                .if_not_exists()
                .col(uuid("project_id"))
                .col(string_len("section", 20))
                .col(uuid("company_id"))
                .col(json("data"))
                .col(integer("version").default(1))
                .col(timestamp_with_time_zone("updated_at"))
                .primary_key(Index::create().col("project_id").col("section"))
                .foreign_key(&mut fk("project_settings", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("project_settings", "project_id", "projects", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop(m, "project_settings").await?;
        drop(m, "delivery_acts").await?;
        drop(m, "unit_details").await?;
        drop(m, "unit_files").await?;
        drop(m, "unit_revisions").await?;
        drop(m, "unit_owners").await?;
        drop(m, "units").await
    }
}
