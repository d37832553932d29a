-- pg_evictor: sysbench's default distribution made zipfian, for Debian's
-- sysbench 1.0.20, which has none: what a later sysbench's
-- --rand-type=zipfian draws, with its default exponent 0.8.  Loaded after
-- a test's own script (scripts/harness/sysbench.py writes the wrapper), it
-- replaces sysbench.rand.default, through which oltp_common.lua picks every
-- id (point selects and the ranges' first ids).
--
-- Id a + k - 1, k in 1..n (n = b - a + 1) with P(k) proportional to k^-e:
-- rejection-inversion sampling of a bounded Zipf distribution (Hormann and
-- Derflinger, "Rejection-inversion to generate variates from monotone
-- discrete distributions", ACM TOMACS 6(3), 1996), the method sysbench's
-- own zipfian uses, with H(x) = (x^(1-e) - 1)/(1-e) (log x when e = 1) so
-- that it holds for every e >= 0.  Not scrambled: id 1 is the hottest, as
-- in sysbench.  Each draw uses sysbench's per-thread generator, so
-- --rand-seed makes a window's ids repeatable.

local e = PG_EVICTOR_ZIPFIAN_EXP or 0.8
local floor = math.floor

-- h(x) = x^-e, H its integral, H_inverse the inverse of H
local function h(x)
   return x ^ -e
end

local function H(x)
   if e == 1 then
      return math.log(x)
   end
   return (x ^ (1 - e) - 1) / (1 - e)
end

local function H_inverse(y)
   if e == 1 then
      return math.exp(y)
   end
   local t = 1 + y * (1 - e)
   -- rounding can take t a hair below 0 where the true value is 0
   if t < 0 then
      t = 0
   end
   return t ^ (1 / (1 - e))
end

-- the hat's area left of 1.5, less h(1): k = 1 is always accepted
local H_x1 = H(1.5) - 1
-- k - x <= s accepts without evaluating the squeeze (the paper's Theorem 2)
local s = 2 - H_inverse(H(2.5) - h(2))

local function zipf(n)
   local H_n = H(n + 0.5)
   while true do
      local u = H_n + sysbench.rand.uniform_double() * (H_x1 - H_n)
      local x = H_inverse(u)
      local k = floor(x + 0.5)
      if k < 1 then
         k = 1
      elseif k > n then
         k = n
      end
      if k - x <= s or u >= H(k + 0.5) - h(k) then
         return k
      end
   end
end

function sysbench.rand.default(a, b)
   return a + zipf(b - a + 1) - 1
end
