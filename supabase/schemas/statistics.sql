-- The numbers behind team reports and the benchmark, in one place. Every figure those features show
-- is computed by these functions and nothing else, so a TypeScript module can be parity-tested
-- against them (supabase/tests/066_stats_parity.sql holds hand-computed cases). All are pure: they
-- take plain numbers and return plain numbers, unrounded unless the name says otherwise; the callers
-- round for display exactly as written in each comment.
--
-- Inputs are the integers the product stores: option positions p in 0..3 (weakest..strongest) and
-- scores in 0..100. Computing from integer sums keeps every result an exact fraction until the one
-- division, so a TypeScript implementation that does the same reproduces the same digits.
--
-- Rounding, everywhere: half away from zero (PostgreSQL numeric round(); all inputs are >= 0, so this
-- is "half up", which is also what JavaScript's Math.round does for positive numbers).
--
-- None of these is executable by the API roles: only the security-definer functions (running as the
-- owner) call them. They are in private so that nothing here becomes part of the REST surface.

-- Mean: sum(x) / n. NULL for no values. Shown rounded to 1 decimal.
create function private.stat_mean(vals numeric[])
returns numeric
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when count(v) = 0 then null else sum(v) / count(v) end
    from unnest(vals) as u (v)
$$;
revoke all on function private.stat_mean(numeric[]) from public;

comment on function private.stat_mean(numeric[]) is
  'sum(x)/n; NULL for none. Displayed rounded half up to 1 decimal.';

-- Spread: the POPULATION standard deviation, sqrt(n * sum(x^2) - sum(x)^2) / n (the same as
-- sqrt(sum((x - mean)^2) / n), written so the radicand is an exact integer for integer scores).
-- 0 for one value, NULL for none. Shown rounded to 1 decimal. Population, not sample: the members who
-- answered are the whole group being described, not a sample of a larger one.
create function private.stat_spread(vals numeric[])
returns numeric
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when count(v) = 0 then null
              else sqrt(greatest(count(v) * sum(v * v) - sum(v) * sum(v), 0)) / count(v) end
    from unnest(vals) as u (v)
$$;
revoke all on function private.stat_spread(numeric[]) from public;

comment on function private.stat_spread(numeric[]) is
  'Population standard deviation sqrt(n*sum(x^2) - sum(x)^2)/n. Displayed rounded half up to 1 decimal.';

-- Consensus on one question: 1 - (population variance of the positions) / (the largest possible
-- variance of positions in 0..3, which is 1.5^2 = 2.25: half the group at 0, half at 3).
--   consensus = 1 - 4 * (n * sum(p^2) - sum(p)^2) / (9 * n^2)
-- 1 = everyone picked the same option; 0 = the group split evenly between the weakest and the
-- strongest option. Neighbouring options count as nearer agreement than opposite ones, which a share
-- of the modal answer would not see. 1 for one answer, NULL for none. Shown rounded to 3 decimals.
create function private.stat_consensus(positions integer[])
returns numeric
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when count(p) = 0 then null
              else 1 - (4 * (count(p) * sum(p * p) - sum(p) * sum(p)))::numeric / (9 * count(p) * count(p)) end
    from unnest(positions) as u (p)
$$;
revoke all on function private.stat_consensus(integer[]) from public;

comment on function private.stat_consensus(integer[]) is
  'Positions 0..3: 1 - 4*(n*sum(p^2) - sum(p)^2)/(9*n^2), i.e. 1 - variance/2.25. 1 = all agree, 0 = split '
  'between weakest and strongest. Displayed rounded half up to 3 decimals.';

-- Percentile rank of a score among N people: the share scoring below it, counting those with the same
-- score as half below (mid-rank), in whole percent:
--   percentile = round(100 * (below + equal / 2) / total) = round(100 * (2 * below + equal) / (2 * total))
-- So the lowest of 20 distinct scores is 3 (2.5 rounded up), the highest 98, a score everyone shares 50.
create function private.stat_percentile(below bigint, equal bigint, total bigint)
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when total is null or total <= 0 then null
              else round((100 * (2 * below + equal))::numeric / (2 * total))::integer end
$$;
revoke all on function private.stat_percentile(bigint, bigint, bigint) from public;

comment on function private.stat_percentile(bigint, bigint, bigint) is
  'Mid-rank percentile: round(100*(2*below + equal)/(2*total)), whole percent.';

-- A share in whole percent: round(100 * part / total).
create function private.stat_share_pct(part bigint, total bigint)
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when total is null or total <= 0 then null
              else round((100 * part)::numeric / total)::integer end
$$;
revoke all on function private.stat_share_pct(bigint, bigint) from public;

comment on function private.stat_share_pct(bigint, bigint) is
  'round(100*part/total), whole percent.';

-- The benchmark's 10-point buckets: 0 = 0..9, 1 = 10..19, ..., 9 = 90..100 (100 joins the top bucket,
-- so there are ten buckets, not eleven).
create function private.stat_bucket(score integer)
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select least(greatest(score, 0) / 10, 9)
$$;
revoke all on function private.stat_bucket(integer) from public;

comment on function private.stat_bucket(integer) is
  '10-point bucket 0..9 of a 0..100 score; 100 is in bucket 9.';
