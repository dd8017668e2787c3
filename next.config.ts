import type { NextConfig } from 'next';
import { env } from './src/env';
import { redirects } from './src/lib/redirects';
import { securityHeaders } from './src/lib/security-headers';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    // Redirects such as /Portfolio -> /portfolio differ only in case; matching must see it.
    caseSensitiveRoutes: true,
  },
  images: {
    formats: ['image/avif', 'image/webp'],
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: securityHeaders({
          emailOrigin: env.emailjs.origin,
          development: process.env.NODE_ENV === 'development',
        }),
      },
    ];
  },
  async redirects() {
    return [...redirects];
  },
};

export default nextConfig;
