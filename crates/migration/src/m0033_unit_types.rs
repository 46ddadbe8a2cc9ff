//! Deliveries' configuration per project (SPEC §3 Unit type): unit types, their checklist tree (areas → places →
//! items → issues, one table with a level and a parent), the severity catalogue and the plans of each unit type.
//! Names are unique per scope by `name_key` (lower case, accents removed), so 'Baño' and 'bano' are one name.

use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::{drop, fk, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("unit_types")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("project_id"))
                .col(string_len("name", 60))
                .col(string_len("name_key", 60))
                .col(string_len_null("category", 60))
                .col(double_null("surface"))
                .col(integer_null("rooms"))
                .col(integer("version").default(1))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .foreign_key(&mut fk("unit_types", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("unit_types", "project_id", "projects", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("unit_types", &["project_id", "name_key"], true)).await?;
        m.create_table(
            Table::create()
                .table("severities")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("project_id"))
                .col(string_len("name", 60))
                .col(string_len("name_key", 60))
                .col(integer("position"))
                .col(timestamp_with_time_zone("created_at"))
                .foreign_key(&mut fk("severities", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("severities", "project_id", "projects", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("severities", &["project_id", "name_key"], true)).await?;
        // `scope_id` is the parent node, or the unit type for an area: one unique index covers every level.
        m.create_table(
            Table::create()
                .table("checklist_nodes")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("unit_type_id"))
                .col(uuid_null("parent_id"))
                .col(uuid("scope_id"))
                .col(string_len("level", 8))
                .col(string_len("name", 120))
                .col(string_len("name_key", 120))
                .col(uuid_null("severity_id"))
                .col(integer("position"))
                .col(timestamp_with_time_zone("created_at"))
                .foreign_key(&mut fk("checklist_nodes", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("checklist_nodes", "unit_type_id", "unit_types", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("checklist_nodes", "parent_id", "checklist_nodes", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("checklist_nodes", "severity_id", "severities", ForeignKeyAction::SetNull))
                .to_owned(),
        )
        .await?;
        m.create_index(index("checklist_nodes", &["scope_id", "name_key"], true)).await?;
        m.create_index(index("checklist_nodes", &["unit_type_id", "position"], false)).await?;
        m.create_table(
            Table::create()
                .table("unit_type_plans")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("unit_type_id"))
                .col(string_len("name", 255))
                .col(string_len("object_key", 255))
                .col(string_len("content_type", 100))
                .col(big_integer("size"))
                .col(timestamp_with_time_zone("created_at"))
                .foreign_key(&mut fk("unit_type_plans", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("unit_type_plans", "unit_type_id", "unit_types", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("unit_type_plans", &["unit_type_id"], false)).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop(m, "unit_type_plans").await?;
        drop(m, "checklist_nodes").await?;
        drop(m, "severities").await?;
        drop(m, "unit_types").await
    }
}
