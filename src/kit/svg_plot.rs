//! A story's plots as inline SVG (plotters' SVG backend): one line per player, in the
//! player's colour, for each key figure of the game ([`crate::core::story`]). For the
//! report and the phones' page; the window draws the same series with egui_plot.

use plotters::prelude::*;

use crate::core::story::{Series, Story};
use crate::i18n::I18n;
use crate::kit::theme::player_colour;

/// The plot's size in SVG units (the page scales it to its width).
pub const PLOT_SIZE: (u32, u32) = (560, 340);

/// The SVG of one series of `story` (`series` indexes [`Story::series`]), titled with the
/// figure's name; `None` when the series has no point.
#[must_use]
pub fn series_svg(story: &Story, series: usize, i18n: &I18n) -> Option<String> {
    let line: &Series = story.series.get(series)?;
    let points = line.values.iter().map(Vec::len).max().unwrap_or(0);
    if points == 0 {
        return None;
    }
    let (low, high) = line
        .values
        .iter()
        .flatten()
        .fold((0.0_f64, 1.0_f64), |(lo, hi), &v| (lo.min(v), hi.max(v)));
    let top = high + (high - low) * 0.08;
    let right = (points.saturating_sub(1)).max(1) as f64;
    let mut text = String::new();
    {
        let root = SVGBackend::with_string(&mut text, PLOT_SIZE).into_drawing_area();
        root.fill(&WHITE).ok()?;
        let mut chart = ChartBuilder::on(&root)
            .caption(i18n.text(line.figure), ("sans-serif", 30))
            .margin(12)
            .x_label_area_size(52)
            .y_label_area_size(70)
            .build_cartesian_2d(0.0..right, low..top)
            .ok()?;
        chart
            .configure_mesh()
            .x_desc(i18n.text(story.axis))
            .label_style(("sans-serif", 22))
            .axis_desc_style(("sans-serif", 22))
            .x_labels(points.min(12))
            .x_label_formatter(&|x| format!("{x:.0}"))
            .y_label_formatter(&|y| format!("{y:.0}"))
            .draw()
            .ok()?;
        for (seat, values) in line.values.iter().enumerate() {
            let c = story
                .colours
                .get(seat)
                .map_or(egui::Color32::GRAY, |&c| player_colour(c));
            // White and yellow lines on white: a dark outline under each line.
            let colour = RGBColor(c.r(), c.g(), c.b());
            let name = story.players.get(seat).cloned().unwrap_or_default();
            let path: Vec<(f64, f64)> = values
                .iter()
                .enumerate()
                .map(|(x, &y)| (x as f64, y))
                .collect();
            chart
                .draw_series(LineSeries::new(path.clone(), BLACK.stroke_width(6)))
                .ok()?;
            chart
                .draw_series(LineSeries::new(path, colour.stroke_width(4)))
                .ok()?
                .label(name)
                .legend(move |(x, y)| {
                    Rectangle::new([(x, y - 6), (x + 18, y + 6)], colour.filled())
                });
        }
        chart
            .configure_series_labels()
            .background_style(WHITE.mix(0.85))
            .border_style(BLACK)
            .label_font(("sans-serif", 22))
            .position(SeriesLabelPosition::UpperLeft)
            .draw()
            .ok()?;
        root.present().ok()?;
    }
    Some(text)
}

/// Every plot of `story` ([`series_svg`] of each series that has points).
#[must_use]
pub fn story_svgs(story: &Story, i18n: &I18n) -> Vec<String> {
    (0..story.series.len())
        .filter_map(|i| series_svg(story, i, i18n))
        .collect()
}
