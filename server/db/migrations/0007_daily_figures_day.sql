-- The background build of track summaries (issue 9) looks for closed days without a `track_days` row in
-- ranges of days across all vehicles: `daily_figures` by day, anti-joined with `track_days` on its primary
-- key. The primary key (vehicle_id, day) cannot serve a range of days of every vehicle.
CREATE INDEX daily_figures_day_idx ON daily_figures (day);
