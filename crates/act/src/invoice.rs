//! An invoice of the provider to a company (billing, issue 19): one A4 page with the provider, the company, the
//! period and plan, one line with the seats and the amount, and the total.

use crate::canvas::{Align, Canvas, Style, MM};
use crate::fonts::Font;
use crate::table::{fields, first_baseline, Column, Table};
use crate::{Invoice, Lang};

const A4: (f32, f32) = (210.0 * MM, 297.0 * MM);
const TITLE: Style = Style::new(Font::Bold, 18.0, 0.0);
const SUB: Style = Style::new(Font::Regular, 9.0, 0.35);
const TOTAL: Style = Style::new(Font::Bold, 12.0, 0.0);

struct Texts {
    title: &'static str,
    number: &'static str,
    issued: &'static str,
    billed_to: &'static str,
    tax_id: &'static str,
    period: &'static str,
    plan: &'static str,
    detail: &'static str,
    seats: &'static str,
    amount: &'static str,
    total: &'static str,
    status: &'static str,
}

const ES: Texts = Texts { title: "Factura", number: "Número", issued: "Emitida", billed_to: "Cliente", tax_id: "RUT / identificación", period: "Periodo", plan: "Plan", detail: "Detalle", seats: "Usuarios", amount: "Monto", total: "Total", status: "Estado" };
const PT: Texts = Texts { title: "Fatura", number: "Número", issued: "Emitida", billed_to: "Cliente", tax_id: "CNPJ / identificação", period: "Período", plan: "Plano", detail: "Detalhe", seats: "Usuários", amount: "Valor", total: "Total", status: "Situação" };

/// Renders the invoice page.
pub(crate) fn render(invoice: &Invoice) -> Vec<u8> {
    let t = if invoice.lang == Lang::Pt { &PT } else { &ES };
    let mut canvas = Canvas::new(A4.0, A4.1, 18.0 * MM, 18.0 * MM, 18.0 * MM);
    let top = canvas.y;
    canvas.text(canvas.left, first_baseline(top, TITLE.size, 22.0), TITLE, Align::Left, t.title);
    canvas.text(canvas.right, first_baseline(top, TITLE.size, 22.0), TITLE, Align::Right, &invoice.number);
    canvas.text(canvas.left, first_baseline(top - 24.0, SUB.size, 12.0), SUB, Align::Left, &invoice.provider);
    canvas.y -= 44.0;
    let period = format!("{} – {}", invoice.period_start, invoice.period_end);
    let items = [
        (t.billed_to, invoice.company.clone()),
        (t.tax_id, invoice.tax_id.clone().unwrap_or_else(|| "—".into())),
        (t.number, invoice.number.clone()),
        (t.issued, invoice.issued.to_string()),
        (t.period, period.clone()),
        (t.status, invoice.status.clone()),
    ];
    fields(&mut canvas, &items, 2);
    canvas.y -= 10.0;
    let columns = [
        Column { title: t.detail, share: 5.0, align: Align::Left },
        Column { title: t.seats, share: 1.5, align: Align::Right },
        Column { title: t.amount, share: 2.0, align: Align::Right },
    ];
    let rows = vec![vec![format!("{} {} · {period}", t.plan, invoice.plan), invoice.seats.to_string(), invoice.amount.clone()]];
    let table = Table::new(&canvas, &columns, &rows);
    table.draw(&mut canvas);
    canvas.y -= 16.0;
    let y = first_baseline(canvas.y, TOTAL.size, 16.0);
    canvas.text(canvas.right - 90.0, y, TOTAL, Align::Right, t.total);
    canvas.text(canvas.right, y, TOTAL, Align::Right, &invoice.amount);
    canvas.finish(&format!("{} {}", t.title, invoice.number))
}
