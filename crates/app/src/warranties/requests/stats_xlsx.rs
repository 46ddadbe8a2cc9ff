//! The statistics as a workbook: a summary sheet and one sheet per table, headers in the reader's language.

use platform::i18n::Locale;
use rust_xlsxwriter::{Format, Workbook, XlsxError};

use super::stats::{Count, StatsOut};

pub fn workbook(locale: Locale, s: &StatsOut) -> Result<Vec<u8>, XlsxError> {
    let pt = locale == Locale::Pt;
    let t = |es: &'static str, pt_text: &'static str| if pt { pt_text } else { es };
    let bold = Format::new().set_bold();
    let mut book = Workbook::new();
    let sheet = book.add_worksheet().set_name(t("Resumen", "Resumo"))?;
    let mut rows: Vec<(String, String)> = vec![(t("Solicitudes", "Solicitações").into(), s.total.to_string())];
    rows.extend(s.by_status.iter().map(|(k, v)| (format!("{}: {k}", t("Estado", "Status")), v.to_string())));
    rows.extend(s.by_origin.iter().map(|(k, v)| (format!("{}: {k}", t("Origen", "Origem")), v.to_string())));
    rows.push((t("Fallas", "Falhas").into(), s.failures_total.to_string()));
    rows.push((t("Fallas fuera de garantía", "Falhas fora da garantia").into(), s.failures_out_of_warranty.to_string()));
    let fmt = |x: Option<f64>| x.map(|v| v.to_string()).unwrap_or_default();
    rows.push((t("Primera respuesta, horas (promedio)", "Primeira resposta, horas (média)").into(), fmt(s.first_response_hours.avg)));
    rows.push((t("Primera respuesta, horas (mediana)", "Primeira resposta, horas (mediana)").into(), fmt(s.first_response_hours.median)));
    rows.push((t("Cierre, días (promedio)", "Encerramento, dias (média)").into(), fmt(s.close_days.avg)));
    rows.push((t("Cierre, días (mediana)", "Encerramento, dias (mediana)").into(), fmt(s.close_days.median)));
    rows.push((t("Órdenes", "Ordens").into(), s.orders.total.to_string()));
    rows.push((t("Órdenes a tiempo", "Ordens no prazo").into(), s.orders.on_time.to_string()));
    rows.push((t("Órdenes atrasadas", "Ordens atrasadas").into(), s.orders.late.to_string()));
    sheet.write_string_with_format(0, 0, t("Indicador", "Indicador"), &bold)?;
    sheet.write_string_with_format(0, 1, t("Valor", "Valor"), &bold)?;
    for (i, (k, v)) in rows.iter().enumerate() {
        sheet.write_string(i as u32 + 1, 0, k)?;
        sheet.write_string(i as u32 + 1, 1, v)?;
    }
    sheet.set_column_width(0, 42)?;
    let tables: [(&str, &[Count]); 4] = [(t("Antigüedad", "Idade"), &s.by_age), (t("Lugares", "Locais"), &s.failures_by_place), (t("Ítems", "Itens"), &s.failures_by_item), (t("Severidad", "Gravidade"), &s.failures_by_severity)];
    for (name, counts) in tables {
        let sheet = book.add_worksheet().set_name(name)?;
        sheet.write_string_with_format(0, 0, name, &bold)?;
        sheet.write_string_with_format(0, 1, t("Cantidad", "Quantidade"), &bold)?;
        for (i, c) in counts.iter().enumerate() {
            sheet.write_string(i as u32 + 1, 0, &c.name)?;
            sheet.write_number(i as u32 + 1, 1, c.count as f64)?;
        }
        sheet.set_column_width(0, 30)?;
    }
    let sheet = book.add_worksheet().set_name(t("Semanas", "Semanas"))?;
    for (col, head) in [t("Semana", "Semana"), t("Creadas", "Criadas"), t("Terminadas", "Finalizadas")].into_iter().enumerate() {
        sheet.write_string_with_format(0, col as u16, head, &bold)?;
    }
    for (i, w) in s.requests_by_week.iter().enumerate() {
        let r = i as u32 + 1;
        sheet.write_string(r, 0, w.week.format("%d-%m-%Y").to_string())?;
        sheet.write_number(r, 1, w.created as f64)?;
        sheet.write_number(r, 2, w.finished as f64)?;
    }
    book.save_to_buffer()
}
